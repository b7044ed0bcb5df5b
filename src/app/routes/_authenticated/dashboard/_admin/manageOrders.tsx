import { createFileRoute } from '@tanstack/react-router';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded } from '../../../../../ui/data/load-view';
import { ManageOrdersPage } from '../../../../../ui/pages/manage-orders/manage-orders-page';
import { loadStates, useReload } from '../../../-load-states';

export const Route = createFileRoute('/_authenticated/dashboard/_admin/manageOrders')({
  loader: async ({ context: { ports, machines } }) => {
    const [orders, actions] = await Promise.all([
      valueOf(ports.api.listAllOrders()),
      machines.orderActions(),
    ]);
    return { orders, actions };
  },
  ...loadStates((view) => <ManageOrdersPage view={view} />),
  component: ManageOrdersRoute,
});

function ManageOrdersRoute() {
  return <ManageOrdersPage view={loaded(Route.useLoaderData())} onChanged={useReload()} />;
}
