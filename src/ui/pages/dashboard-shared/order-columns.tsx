// The orders tables (Company Orders, Manage Orders, My Orders) as data: each column written
// once, each page listing the ones it shows; and the status filter the admin lists share.
import { OrderAmount } from './order-amount';
import { orderNumberLabel, type Order } from '../../../domain/order';
import { ORDER_STATUSES, orderStatusLabel, type OrderStatus } from '../../../domain/order-status';
import { DateText } from '../../components/date-text/date-text';
import { Link } from '../../components/link/link';
import { Select } from '../../components/select/select';
import { Stack } from '../../components/stack/stack';
import type { TableColumn } from '../../components/table/table';
import * as styles from './order-columns.css';
import { linePartNumbers } from '../../../domain/line-part-numbers';

/** An order as tables name it: its number (a link to its page), over the day it was placed. */
export function OrderNumberCell({ order, linked = true }: { order: Order; linked?: boolean }) {
  return (
    <>
      {linked ? (
        <Link href={`/dashboard/order/${order._id}`}>{orderNumberLabel(order)}</Link>
      ) : (
        orderNumberLabel(order)
      )}
      <br />
      <DateText iso={order.createdAt} />
    </>
  );
}

type OrderColumn = TableColumn<Order>;

export const orderColumns = {
  /** `linkedIf`: which orders link to their page (all of them when left out). */
  number: (linkedIf: (order: Order) => boolean = () => true): OrderColumn => ({
    header: 'Order',
    cell: (order) => <OrderNumberCell order={order} linked={linkedIf(order)} />,
  }),
  /** Who placed it: their name over their e-mail. */
  buyer: (header: string): OrderColumn => ({
    header,
    cell: (order) => (
      <Stack as="span" gap="0">
        <span>{order.name}</span>
        <span className={styles.email}>{order.email}</span>
      </Stack>
    ),
  }),
  tool: {
    header: 'Tool',
    cell: (order) => order.toolName,
    card: 'title',
  } satisfies OrderColumn,
  /** A column of its own, so that the tool's cell is named by the tool alone. */
  partNumber: {
    header: 'Part number',
    cell: (order) => linePartNumbers(order.lines).join(', ') || '—',
  } satisfies OrderColumn,
  quantity: {
    header: 'Quantity',
    cell: (order) => order.toolQty,
    numeric: true,
  } satisfies OrderColumn,
  total: {
    header: 'Total',
    cell: (order) => <OrderAmount order={order} cents={order.toolPrice} />,
    numeric: true,
  } satisfies OrderColumn,
  status: {
    header: 'Status',
    cell: (order) => orderStatusLabel(order.status),
  } satisfies OrderColumn,
};

const STATUS_FILTER = [
  { value: 'all', label: 'All orders' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabel(status) })),
];

/** "Show": every order, or those of one status. */
export function OrderStatusFilter({
  status,
  onChange,
}: {
  status: OrderStatus | undefined;
  onChange: (status: OrderStatus | undefined) => void;
}) {
  return (
    <Select
      label="Show"
      className={styles.filter}
      value={status ?? 'all'}
      onChange={(event) => onChange(ORDER_STATUSES.find((one) => one === event.target.value))}
      options={STATUS_FILTER}
    />
  );
}
