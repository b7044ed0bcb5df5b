import { createFileRoute } from '@tanstack/react-router';
import { ManageProductPage } from '../../../../../ui/pages/manage-product/manage-product-page';

export const Route = createFileRoute('/_authenticated/dashboard/_admin/manageProduct')({
  component: ManageProductRoute,
});

function ManageProductRoute() {
  const { ports } = Route.useRouteContext();
  return <ManageProductPage api={ports.api} />;
}
