import { createFileRoute } from '@tanstack/react-router';
import { AddProductPage } from '../../../../../ui/pages/add-product/add-product-page';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_authenticated/dashboard/_admin/addProduct')({
  head: () => pageHead('Add Product'),
  // Nothing to read: the loader only fetches the form's machines, wired to the API.
  loader: async ({ context: { machines } }) => {
    const [machine, upload] = await Promise.all([machines.addTool(), machines.uploadImage()]);
    return { machine, upload };
  },
  component: AddProductRoute,
});

function AddProductRoute() {
  return <AddProductPage {...Route.useLoaderData()} />;
}
