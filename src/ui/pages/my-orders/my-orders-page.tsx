// /dashboard/myOrders: the customer's orders, with Pay and Delete for unpaid ones, and
// when each unpaid one must be paid by. An order whose deadline passes while the page is
// open says so, and loses its Pay and Delete (the store has removed it).
import { describeError } from '../../errors/describe-error';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { Order } from '../../../domain/order';
import { hasExpired } from '../../../domain/order-deadline';
import { isConfirmOpen, myOrdersMachineFor } from '../../../machines/my-orders.machine';
import type { ApiPort } from '../../../ports/api.port';
import { ErrorState } from '../../components/error-state/error-state';
import { notify } from '../../components/toast/toast-requests';
import { useNow } from '../../data/use-now';
import { DeleteOrderDialog } from './delete-order-dialog';
import { ExpiredOrdersNotice } from './expired-orders-notice';
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
  const now = useNow();
  const expired = orders.filter((order) => hasExpired(order, now));

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
          message={describeError(loadError)}
          onRetry={() => actor.send({ type: 'retry' })}
        />
      )}
      <ExpiredOrdersNotice orders={expired} now={now} />
      {!snapshot.matches('loadFailed') && (
        <OrdersTable
          orders={orders}
          loading={snapshot.matches('loading')}
          onDelete={askDelete}
          now={now}
        />
      )}
      <DeleteOrderDialog
        order={isConfirmOpen(snapshot) ? pendingDelete : undefined}
        deleting={snapshot.matches('deleting')}
        error={deleteError && describeError(deleteError)}
        onConfirm={() => actor.send({ type: 'delete.confirm' })}
        onCancel={() => actor.send({ type: 'delete.cancel' })}
      />
    </section>
  );
}
