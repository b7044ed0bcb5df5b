import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded, LOADING } from '../../../../../ui/data/load-view';
import { ManageOrdersPage } from '../../../../../ui/pages/manage-orders/manage-orders-page';
import { useFailedView, useReload } from '../../../-load-states';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_authenticated/dashboard/_admin/manageOrders')({
  head: () => pageHead('Manage Orders'),
  loader: async ({ context: { ports, machines } }) => {
    const [orders, actions] = await Promise.all([
      valueOf(ports.api.listAllOrders()),
      machines.orderActions(),
    ]);
    return { orders, actions };
  },
  // Written out, not spread from a helper: the code splitter moves only the properties it
  // sees, and the page must stay out of the app's first chunk.
  pendingComponent: OrdersLoading,
  pendingMs: 0,
  errorComponent: OrdersFailed,
  component: OrdersRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
});

function OrdersLoading() {
  return <ManageOrdersPage view={LOADING} />;
}

function OrdersFailed(props: ErrorComponentProps) {
  return <ManageOrdersPage view={useFailedView(props)} />;
}

function OrdersRoute() {
  return <ManageOrdersPage view={loaded(Route.useLoaderData())} onChanged={useReload()} />;
}
