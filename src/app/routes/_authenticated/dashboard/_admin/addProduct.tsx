import { createFileRoute } from '@tanstack/react-router';
import { AddProductPage } from '../../../../../ui/pages/add-product/add-product-page';

export const Route = createFileRoute('/_authenticated/dashboard/_admin/addProduct')({
  component: AddProductRoute,
});

function AddProductRoute() {
  const { ports } = Route.useRouteContext();
  return <AddProductPage api={ports.api} />;
}
