import { createFileRoute, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import type { Carrier } from '../../../../domain/carrier';
import { useState } from 'react';
import { orderNumberLabel } from '../../../../domain/order-number';
import type { OrderViewer } from '../../../../domain/order-status';
import { valueOf } from '../../../../ports/port-refusal';
import { loaded } from '../../../../ui/data/load-view';
import { useAnswer } from '../../../../ui/data/use-answer';
import { useLoaded } from '../../../../ui/data/use-loaded';
import { OrderDetailPage } from '../../../../ui/pages/order-detail/order-detail-page';
import { useUnloadedView } from '../../-load-states';
import { useSessionRole } from '../../-use-session-role';
import { orderPageRights, type OrderPageRights } from './-order-page-rights';
import { pageHead } from '../../../page-head';

// The order's owner and admins read it here; to everyone else the API answers as for an
// unknown id (404), which shows as not found. The faces are named here and split with the page.
export const Route = createFileRoute('/_authenticated/dashboard/order/$id')({
  // ?ship=true: Manage Orders' Ship, which opens this page's Ship dialog.
  validateSearch: (search): { ship?: true } => (search['ship'] === true ? { ship: true } : {}),
  // The order only: each form's machine (Refund, Ship, Return steps for an admin, Return
  // items for the customer of a shipped order) loads with the part of the page that uses it,
  // so that no reader waits for the forms they cannot use before the order shows.
  loader: async ({ context: { ports }, params }) => ({
    order: await valueOf(ports.api.getOrder(params.id)),
  }),
  // After the loader, so that its data's type is known here.
  head: ({ loaderData }) =>
    pageHead(loaderData ? `Order ${orderNumberLabel(loaderData.order)}` : 'Order'),
  pendingComponent: OrderNotLoaded,
  // The page's frame shows at once, as it did before its data arrived.
  pendingMs: 0,
  errorComponent: OrderNotLoaded,
  component: OrderRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
});

const noCarriers: readonly Carrier[] = [];
// What the page shows where its reader may not read a part: nothing, never asked for.
const NOTHING_READ = { ok: true as const, value: [] };

function useRights(): OrderPageRights {
  return orderPageRights(
    useSessionRole(Route.useRouteContext({ select: ({ user }) => user.role })),
  );
}

const useViewer = (): OrderViewer => useRights().viewer;

function OrderRoute() {
  const { order } = Route.useLoaderData();
  const { ports, machines } = Route.useRouteContext();
  const { api } = ports;
  const rights = useRights();
  const { viewer } = rights;
  const refundMachine = useLoaded(rights.refunds ? machines.refundOrder : undefined);
  const shipMachine = useLoaded(rights.ships ? machines.recordShipment : undefined);
  const returnStepMachine = useLoaded(rights.takesReturnSteps ? machines.returnStep : undefined);
  const returnMachine = useLoaded(
    viewer === 'customer' && order.status === 'shipped' ? machines.requestReturn : undefined,
  );
  const reorder = useLoaded(viewer === 'customer' ? machines.reorder : undefined);
  const router = useRouter();
  const navigate = Route.useNavigate();
  const askedToShip = Route.useSearch().ship === true;
  // Each refund or return step changes the order's history: its timeline, refunds and
  // returns are read again.
  const [refunded, setRefunded] = useState(0);
  // Read by the page once the order is in (the loader stays out of the app's first chunk):
  // the timeline fills in on its own, and a new one is read after each load of the order.
  const key = `${JSON.stringify(order)}:${refunded}`;
  const timeline = useAnswer(() => api.getOrderTimeline(order._id), key);
  const refunds = useAnswer(
    () => (rights.readsMoney ? api.listRefunds(order._id) : Promise.resolve(NOTHING_READ)),
    key,
  );
  const returns = useAnswer(
    () => (rights.readsReturns ? api.listOrderReturns(order._id) : Promise.resolve(NOTHING_READ)),
    key,
  );
  const changed = () => setRefunded((n) => n + 1);
  const shipments = useAnswer(() => api.listShipments(order._id), key);
  // Only those who ship read the carriers; a customer's page never asks.
  const carriers = useAnswer(
    () =>
      rights.ships ? api.listCarriers() : Promise.resolve({ ok: true as const, value: noCarriers }),
    String(rights.ships),
  );
  return (
    <OrderDetailPage
      view={loaded(order)}
      viewer={viewer}
      reorder={viewer === 'customer' ? (reorder ?? 'loading') : undefined}
      onDownloadInvoice={rights.readsMoney ? () => api.downloadInvoice(order._id) : undefined}
      timeline={timeline}
      shipments={{
        view: shipments,
        ship: shipMachine
          ? {
              carriers,
              machine: shipMachine,
              onShipped: () => void router.invalidate(),
              openAtStart: askedToShip,
              onClosed: () => void navigate({ search: {}, replace: true }),
            }
          : undefined,
      }}
      refunds={
        rights.readsMoney
          ? {
              view: refunds,
              onDownloadCreditNote: (refund) => api.downloadCreditNote(order._id, refund._id),
              refund: refundMachine && {
                machine: refundMachine,
                onRefunded: () => setRefunded((n) => n + 1),
              },
            }
          : undefined
      }
      returns={
        rights.readsReturns
          ? {
              view: returns,
              request: returnMachine && { machine: returnMachine, onRequested: changed },
              steps: returnStepMachine && { machine: returnStepMachine, onChanged: changed },
            }
          : undefined
      }
    />
  );
}

function OrderNotLoaded(props: Partial<ErrorComponentProps>) {
  return <OrderDetailPage view={useUnloadedView(props)} viewer={useViewer()} />;
}
