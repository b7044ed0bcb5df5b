import { orderQuantityText } from '../../../domain/order-list';
import type { Order } from '../../../domain/order';
import {
  EXPIRED_ORDER_LABEL,
  orderDeadline,
  type OrderDeadline,
} from '../../../domain/order-deadline';
import { allowedOrderActions, orderStateLabel, paymentLabel } from '../../../domain/order-status';
import type { ApiResult } from '../../../ports/api.port';
import { Button } from '../../components/button/button';
import { InvoiceDownload } from '../../components/invoice-download/invoice-download';
import { Link } from '../../components/link/link';
import { Table, type TableColumn } from '../../components/table/table';
import { OrderDeadlineText } from '../checkout-shared/order-deadline';
import { orderColumns } from '../dashboard-shared/order-columns';
import * as styles from './my-orders-page.css';

export interface OrdersTableProps {
  orders: readonly Order[];
  loading: boolean;
  onDelete: (order: Order) => void;
  /** The time the deadlines are read against (it moves on while the page is open). */
  now: Date;
  /** A paid order's invoice as a PDF (absent: no Download invoice buttons). */
  downloadInvoice?: ((orderId: string) => ApiResult<Blob>) | undefined;
}

const deadlineId = (order: Order) => `deadline-${order._id}`;

interface RowProps {
  order: Order;
  deadline: OrderDeadline;
  now: Date;
}

function PaymentCell({ order, deadline, now }: RowProps) {
  if (deadline.kind !== 'none') {
    return (
      <>
        {paymentLabel(order)}
        <br />
        <OrderDeadlineText deadline={deadline} now={now} id={deadlineId(order)} />
      </>
    );
  }
  if (!order.paid || !order.transactionId) return <>{paymentLabel(order)}</>;
  return (
    <>
      {paymentLabel(order)}
      <br />
      Transaction id: <span className={styles.transaction}>{order.transactionId}</span>
    </>
  );
}

function ActionsCell({
  order,
  deadline,
  onDelete,
  downloadInvoice,
}: Omit<RowProps, 'now'> & Pick<OrdersTableProps, 'onDelete' | 'downloadInvoice'>) {
  // An expired order is gone from the store (its stock is back on sale): nothing to do.
  if (deadline.kind === 'expired') return null;
  const { invoiceNumber } = order;
  if (invoiceNumber && downloadInvoice) {
    return (
      <InvoiceDownload invoiceNumber={invoiceNumber} download={() => downloadInvoice(order._id)} />
    );
  }
  const allowed = allowedOrderActions(order, 'customer');
  if (!allowed.pay && !allowed.delete) return null;
  return (
    <div className={styles.actions}>
      {allowed.pay && (
        <Link
          href={`/dashboard/payment/${order._id}`}
          look={{ variant: 'primary' }}
          aria-label={`Pay for ${order.toolName}`}
          aria-describedby={deadline.kind === 'open' ? deadlineId(order) : undefined}
        >
          Pay
        </Link>
      )}
      {allowed.delete && (
        // Quiet in the row, beside Pay; the dialog's confirm is the danger button.
        <Button
          variant="secondary"
          aria-label={`Delete the order of ${order.toolName}`}
          onClick={() => onDelete(order)}
        >
          Delete
        </Button>
      )}
    </div>
  );
}

/** The customer's orders: what, how many, the total, where it stands, and what can be done. */
export function OrdersTable({ orders, loading, onDelete, now, downloadInvoice }: OrdersTableProps) {
  const deadlineOf = (order: Order) => orderDeadline(order, now);
  const columns: ReadonlyArray<TableColumn<Order>> = [
    orderColumns.number(),
    {
      header: 'Tool',
      cell: (order) => (
        <>
          <img src={order.toolImg} alt="" className={styles.thumbnail} />
          {order.toolName}
        </>
      ),
      card: 'title',
    },
    orderColumns.partNumber,
    { header: 'Quantity', numeric: true, cell: (order) => orderQuantityText(order) },
    orderColumns.total,
    {
      header: 'Status',
      cell: (order) =>
        deadlineOf(order).kind === 'expired' ? EXPIRED_ORDER_LABEL : orderStateLabel(order),
    },
    {
      header: 'Payment',
      cell: (order) => <PaymentCell order={order} deadline={deadlineOf(order)} now={now} />,
    },
    {
      header: 'Actions',
      cell: (order) => (
        <ActionsCell
          order={order}
          deadline={deadlineOf(order)}
          onDelete={onDelete}
          downloadInvoice={downloadInvoice}
        />
      ),
      card: 'actions',
    },
  ];
  return (
    <Table
      caption="Your orders"
      columns={columns}
      rows={orders}
      rowKey={(order) => order._id}
      loading={loading}
      emptyMessage="You have no orders yet. Pick a tool on the home page to order it."
      // Seven columns, the payment one with its deadline, need about this much room.
      cardsBelow={800}
    />
  );
}
