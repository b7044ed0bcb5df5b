// Returns (admins): the store's returns, newest first, shown in one state or all, each with
// a link to its order, where it is accepted, refused or received.
import {
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  type OrderReturn,
  type ReturnStatus,
} from '../../../domain/order-return';
import { DateText } from '../../components/date-text/date-text';
import { Link } from '../../components/link/link';
import { Select } from '../../components/select/select';
import { Stack } from '../../components/stack/stack';
import type { TableColumn } from '../../components/table/table';
import type { LoadView } from '../../data/load-view';
import { DashboardTablePage } from '../dashboard-shared/dashboard-table-page';
import { listTitle } from '../dashboard-shared/list-controls';
import { itemsSentence } from '../order-detail/order-returns';
import * as styles from './returns-page.css';

export interface ReturnsPageProps {
  view: LoadView<readonly OrderReturn[]>;
  /** The state in the address; every state when undefined. */
  status?: ReturnStatus | undefined;
  /** Shows another state (undefined: every state); without it there is no filter. */
  onStatus?: (status: ReturnStatus | undefined) => void;
}

const STATUS_OPTIONS = [
  { value: '', label: 'Every state' },
  ...RETURN_STATUSES.map((status) => ({ value: status, label: RETURN_STATUS_LABELS[status] })),
];

const columns: ReadonlyArray<TableColumn<OrderReturn>> = [
  {
    header: 'Order',
    card: 'title',
    cell: (orderReturn) => (
      <Stack as="span" gap="0">
        <Link href={`/dashboard/order/${orderReturn.orderId}`}>#{orderReturn.orderNumber}</Link>
        <span className={styles.muted}>
          Asked <DateText iso={orderReturn.createdAt} />
        </span>
      </Stack>
    ),
  },
  {
    header: 'State',
    cell: (orderReturn) => (
      <span className={styles.status}>{RETURN_STATUS_LABELS[orderReturn.status]}</span>
    ),
  },
  {
    header: 'Customer',
    cell: (orderReturn) => <span className={styles.wraps}>{orderReturn.email}</span>,
  },
  {
    header: 'Items',
    cell: (orderReturn) => <span className={styles.wraps}>{itemsSentence(orderReturn)}</span>,
  },
  {
    header: 'Reason',
    cell: (orderReturn) => (
      <Stack as="span" gap="0">
        <span className={styles.wraps}>{orderReturn.reason}</span>
        {orderReturn.refusal && (
          <span className={styles.muted}>Refused: {orderReturn.refusal}</span>
        )}
      </Stack>
    ),
  },
];

const emptyMessageOf = (status: ReturnStatus | undefined): string =>
  status === undefined
    ? 'No customer has asked to return anything yet.'
    : `No return is ${RETURN_STATUS_LABELS[status].toLowerCase()}.`;

export function ReturnsPage({ view, status, onStatus }: ReturnsPageProps) {
  return (
    <DashboardTablePage
      headingId="returns-heading"
      title={listTitle('Returns', undefined, status && RETURN_STATUS_LABELS[status].toLowerCase())}
      // Five columns need about this much room; below it each return is a card.
      cardsBelow={720}
      view={view}
      caption="Returns, newest first"
      emptyMessage={emptyMessageOf(status)}
      errorTitle="The returns could not be loaded"
      toolbar={
        onStatus && (
          <Select
            label="State"
            className={styles.filter}
            value={status ?? ''}
            options={STATUS_OPTIONS}
            onChange={(event) =>
              onStatus(RETURN_STATUSES.find((one) => one === event.target.value))
            }
          />
        )
      }
      rowKey={(orderReturn) => orderReturn._id}
      columns={columns}
    />
  );
}
