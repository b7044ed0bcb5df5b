// /dashboard/myOrders: the customer's orders, with Pay and Delete for unpaid ones.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { Order } from '../../../domain/order';
import { isConfirmOpen, myOrdersMachineFor } from '../../../machines/my-orders.machine';
import type { ApiPort } from '../../../ports/api.port';
import { ErrorState } from '../../components/error-state/error-state';
import { notify } from '../../components/toast/toast-requests';
import { DeleteOrderDialog } from './delete-order-dialog';
import * as styles from './my-orders-page.css';
import { OrdersTable } from './orders-table';

export const orderDeletedMessage = (toolName: string) => `${toolName} deleted successfully`;

export interface MyOrdersPageProps {
  email: string;
  api: ApiPort;
}

export function MyOrdersPage({ email, api }: MyOrdersPageProps) {
  const machine = useMemo(() => myOrdersMachineFor(api), [api]);
  const actor = useActorRef(machine, { input: { email } });
  const snapshot = useSelector(actor, (s) => s);
  const { orders, loadError, pendingDelete, deleteError } = snapshot.context;

  useEffect(() => {
    const subscription = actor.on('deleted', ({ toolName }) => {
      void notify(orderDeletedMessage(toolName));
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const askDelete = useCallback(
    (order: Order) => actor.send({ type: 'delete.ask', orderId: order._id }),
    [actor],
  );

  return (
    <section aria-labelledby="my-orders-title" className={styles.root}>
      <h1 id="my-orders-title">My Orders</h1>
      {snapshot.matches('loadFailed') && loadError && (
        <ErrorState
          title="Your orders could not be loaded"
          message={loadError.message}
          onRetry={() => actor.send({ type: 'retry' })}
        />
      )}
      {!snapshot.matches('loadFailed') && (
        <OrdersTable orders={orders} loading={snapshot.matches('loading')} onDelete={askDelete} />
      )}
      <DeleteOrderDialog
        order={isConfirmOpen(snapshot) ? pendingDelete : undefined}
        deleting={snapshot.matches('deleting')}
        error={deleteError}
        onConfirm={() => actor.send({ type: 'delete.confirm' })}
        onCancel={() => actor.send({ type: 'delete.cancel' })}
      />
    </section>
  );
}
