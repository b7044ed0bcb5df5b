import { useCallback } from 'react';
import { formatAmount } from '../../../domain/money';
import type { Order } from '../../../domain/order';
import { orderStatusLabel, paymentLabel } from '../../../domain/order-status';
import type { ApiPort } from '../../../ports/api.port';
import { Stack } from '../../components/stack/stack';
import type { TableColumn } from '../../components/table/table';
import { notify } from '../../components/toast/toast-requests';
import { DashboardTablePage } from '../dashboard-shared/dashboard-table-page';
import { useApiQuery } from '../../data/use-api-query';
import { useRowActions } from '../dashboard-shared/use-row-actions';
import * as styles from './manage-orders-page.css';
import { OrderActions } from './order-actions';

export const orderShippedMessage = (order: Order) =>
  `${order.toolName} for ${order.name} is shipped`;
export const orderCancelledMessage = (order: Order) =>
  `${order.toolName} for ${order.name} is cancelled`;

export interface ManageOrdersPageProps {
  api: Pick<ApiPort, 'listAllOrders' | 'shipOrder' | 'deleteOrder'>;
}

/** Manage Orders: every customer's order, with Ship for paid ones and Cancel for unpaid. */
export function ManageOrdersPage({ api }: ManageOrdersPageProps) {
  const { state, retry, refresh } = useApiQuery(() => api.listAllOrders());
  const { run, isPending } = useRowActions();

  const ship = useCallback(
    (order: Order) =>
      void run(order._id, async () => {
        const shipped = await api.shipOrder(order._id);
        if (!shipped.ok) {
          void notify(`The order could not be shipped. ${shipped.error.message}`, 'error');
          return;
        }
        void notify(orderShippedMessage(order));
        refresh();
      }),
    [api, run, refresh],
  );

  const cancel = useCallback(
    async (order: Order) => {
      const cancelled = await api.deleteOrder(order._id);
      if (!cancelled.ok) {
        void notify(`The order could not be cancelled. ${cancelled.error.message}`, 'error');
        return;
      }
      void notify(orderCancelledMessage(order));
      refresh();
    },
    [api, refresh],
  );

  const columns: ReadonlyArray<TableColumn<Order>> = [
    {
      header: 'Customer',
      cell: (order) => (
        <Stack as="span" gap="0">
          <span>{order.name}</span>
          <span className={styles.email}>{order.email}</span>
        </Stack>
      ),
    },
    { header: 'Tool', cell: (order) => order.toolName },
    { header: 'Quantity', cell: (order) => order.toolQty, numeric: true },
    { header: 'Total', cell: (order) => formatAmount(order.toolPrice), numeric: true },
    { header: 'Payment', cell: (order) => paymentLabel(order) },
    {
      header: 'Status',
      cell: (order) => <span className={styles.nowrap}>{orderStatusLabel(order.status)}</span>,
    },
    {
      header: 'Actions',
      cell: (order) => (
        <OrderActions
          order={order}
          shipping={isPending(order._id)}
          onShip={ship}
          onCancel={cancel}
        />
      ),
    },
  ];

  return (
    <DashboardTablePage
      headingId="manage-orders-heading"
      title="Manage Orders"
      state={state}
      onRetry={retry}
      caption="All orders"
      columns={columns}
      rowKey={(order) => order._id}
      emptyMessage="No one has ordered anything yet."
      errorTitle="The orders could not be loaded"
    />
  );
}
