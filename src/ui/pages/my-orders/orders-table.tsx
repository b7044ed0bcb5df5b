import { formatAmount } from '../../../domain/money';
import type { Order } from '../../../domain/order';
import { allowedOrderActions, orderStatusLabel, paymentLabel } from '../../../domain/order-status';
import { Button } from '../../components/button/button';
import { Link } from '../../components/link/link';
import { Table, type TableColumn } from '../../components/table/table';
import * as styles from './my-orders-page.css';

export interface OrdersTableProps {
  orders: readonly Order[];
  loading: boolean;
  onDelete: (order: Order) => void;
}

function PaymentCell({ order }: { order: Order }) {
  if (!order.paid || !order.transactionId) return <>{paymentLabel(order)}</>;
  return (
    <>
      {paymentLabel(order)}
      <br />
      Transaction id: <span className={styles.transaction}>{order.transactionId}</span>
    </>
  );
}

function ActionsCell({ order, onDelete }: { order: Order; onDelete: (order: Order) => void }) {
  const allowed = allowedOrderActions(order, 'customer');
  if (!allowed.pay && !allowed.delete) return null;
  return (
    <div className={styles.actions}>
      {allowed.pay && (
        <Link
          href={`/dashboard/payment/${order._id}`}
          look={{ variant: 'primary' }}
          aria-label={`Pay for ${order.toolName}`}
        >
          Pay
        </Link>
      )}
      {allowed.delete && (
        <Button
          variant="danger"
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
export function OrdersTable({ orders, loading, onDelete }: OrdersTableProps) {
  const columns: ReadonlyArray<TableColumn<Order>> = [
    {
      header: 'Tool',
      cell: (order) => (
        <>
          <img src={order.toolImg} alt="" className={styles.thumbnail} />
          {order.toolName}
        </>
      ),
    },
    { header: 'Quantity', numeric: true, cell: (order) => order.toolQty },
    { header: 'Total', numeric: true, cell: (order) => formatAmount(order.toolPrice) },
    { header: 'Status', cell: (order) => orderStatusLabel(order.status) },
    { header: 'Payment', cell: (order) => <PaymentCell order={order} /> },
    { header: 'Actions', cell: (order) => <ActionsCell order={order} onDelete={onDelete} /> },
  ];
  return (
    <Table
      caption="Your orders"
      columns={columns}
      rows={orders}
      rowKey={(order) => order._id}
      loading={loading}
      emptyMessage="You have no orders yet. Pick a tool on the home page to order it."
    />
  );
}
