// /dashboard/myOrders: the customer's orders, with Pay and Delete for unpaid ones, and
// when each unpaid one must be paid by. An order whose deadline passes while the page is
// open says so, and loses its Pay and Delete (the store has removed it).
import { newestFirst } from '../../../domain/order-list';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import type { Order } from '../../../domain/order';
import type { ApiResult } from '../../../ports/api.port';
import { hasExpired } from '../../../domain/order-deadline';
import { isConfirmOpen, type MyOrdersMachine } from '../../../machines/my-orders.machine';
import { LoadFailed } from '../../components/error-state/load-failed';
import { notify } from '../../components/toast/toast-requests';
import type { LoadView } from '../../data/load-view';
import { useNow } from '../../data/use-now';
import { describeError } from '../../errors/describe-error';
import { FrameOr } from '../../components/early-slot/early-slot';
import { EarlyCards, type EarlyDetail } from '../../components/table/early-cards';
import { DeleteOrderDialog } from './delete-order-dialog';
import { ExpiredOrdersNotice } from './expired-orders-notice';
import * as styles from './my-orders-page.css';
import { OrdersTable } from './orders-table';

export const orderDeletedMessage = (toolName: string) => `${toolName} deleted successfully`;

export interface MyOrdersData {
  readonly orders: readonly Order[];
  /** Delete with its confirmation, wired to the API by the composition root. */
  readonly machine: MyOrdersMachine;
  /** A paid order's invoice as a PDF, wired to the API by the route. */
  readonly downloadInvoice?: ((orderId: string) => ApiResult<Blob>) | undefined;
}

export interface MyOrdersPageProps {
  view: LoadView<MyOrdersData>;
}

const ignore = () => undefined;

// The cards' values (src/app/early-paint.ts fills each field), as orders-table.tsx's cards.
const EARLY_DETAILS: readonly EarlyDetail[] = [
  ['Order', ['number', 'date']],
  ['Part number', ['partNumber']],
  ['Quantity', ['quantity']],
  ['Total', ['total']],
  ['Status', ['status']],
  ['Payment', ['payment', 'deadline']],
];

export function MyOrdersPage({ view }: MyOrdersPageProps) {
  const now = useNow();
  return (
    <section aria-labelledby="my-orders-title" className={styles.root}>
      <h1 id="my-orders-title" tabIndex={-1}>
        My Orders
      </h1>
      {view.status === 'loaded' ? (
        <LoadedOrders {...view.value} now={now} />
      ) : (
        <>
          <LoadFailed title="Your orders could not be loaded" view={view} />
          <ExpiredOrdersNotice orders={[]} now={now} />
          {view.status === 'loading' && (
            <FrameOr
              early={<EarlyCards caption="Your orders" title="tool" details={EARLY_DETAILS} />}
              loading={<OrdersTable orders={[]} loading onDelete={ignore} now={now} />}
            />
          )}
        </>
      )}
    </section>
  );
}

function LoadedOrders({
  orders: loaded,
  machine,
  now,
  downloadInvoice,
}: MyOrdersData & { now: Date }) {
  const actor = useActorRef(machine, { input: { orders: loaded } });
  const snapshot = useSelector(actor, (s) => s);
  const { orders, pendingDelete, deleteError } = snapshot.context;
  const expired = orders.filter((order) => hasExpired(order, now));

  useEffect(() => {
    const subscription = actor.on('deleted', ({ toolName }) => {
      void notify(orderDeletedMessage(toolName));
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  // The Delete button that opened the dialog gets focus back when it closes; after the order
  // is gone, so is its button, and the page's heading takes focus instead.
  const opener = useRef<HTMLElement | null>(null);
  const askDelete = useCallback(
    (order: Order) => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      actor.send({ type: 'delete.ask', orderId: order._id });
    },
    [actor],
  );
  const returnFocus = useCallback(
    (): HTMLElement | null =>
      opener.current?.isConnected ? opener.current : document.getElementById('my-orders-title'),
    [],
  );

  return (
    <>
      <ExpiredOrdersNotice orders={expired} now={now} />
      <OrdersTable
        orders={newestFirst(orders)}
        loading={false}
        onDelete={askDelete}
        now={now}
        downloadInvoice={downloadInvoice}
      />
      <DeleteOrderDialog
        order={isConfirmOpen(snapshot) ? pendingDelete : undefined}
        deleting={snapshot.matches('deleting')}
        error={deleteError && describeError(deleteError)}
        onConfirm={() => actor.send({ type: 'delete.confirm' })}
        onCancel={() => actor.send({ type: 'delete.cancel' })}
        returnFocus={returnFocus}
      />
    </>
  );
}
