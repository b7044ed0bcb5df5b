import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { valueOf } from '../../../../../ports/port-refusal';
import { AddProductPage } from '../../../../../ui/pages/add-product/add-product-page';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_authenticated/dashboard/_admin/addProduct')({
  head: () => pageHead('Add Product'),
  // Nothing to read: the loader only fetches the form's machine, wired to the API.
  loader: ({ context: { machines } }) => machines.addTool(),
  component: AddProductRoute,
});

function AddProductRoute() {
  const { api } = Route.useRouteContext({ select: ({ ports }) => ports });
  const upload = useCallback((file: File) => valueOf(api.uploadImage(file)), [api]);
  return <AddProductPage machine={Route.useLoaderData()} upload={upload} />;
}
