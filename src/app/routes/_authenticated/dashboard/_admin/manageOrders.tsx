import { createFileRoute } from '@tanstack/react-router';
import { ManageOrdersPage } from '../../../../../ui/pages/manage-orders/manage-orders-page';

export const Route = createFileRoute('/_authenticated/dashboard/_admin/manageOrders')({
  component: ManageOrdersRoute,
});

function ManageOrdersRoute() {
  const { ports } = Route.useRouteContext();
  return <ManageOrdersPage api={ports.api} />;
}
