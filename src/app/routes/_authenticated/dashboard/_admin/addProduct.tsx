import { createFileRoute } from '@tanstack/react-router';
import { AddProductPage } from '../../../../../ui/pages/add-product/add-product-page';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_authenticated/dashboard/_admin/addProduct')({
  head: () => pageHead('Add Product'),
  // Nothing to read: the loader only fetches the form's machine, wired to the API.
  loader: ({ context: { machines } }) => machines.addTool(),
  component: AddProductRoute,
});

function AddProductRoute() {
  return <AddProductPage machine={Route.useLoaderData()} />;
}
