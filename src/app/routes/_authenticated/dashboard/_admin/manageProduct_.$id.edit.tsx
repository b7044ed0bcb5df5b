import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded, LOADING } from '../../../../../ui/data/load-view';
import { EditProductPage } from '../../../../../ui/pages/edit-product/edit-product-page';
import { useFailedView } from '../../../-load-states';
import { pageHead } from '../../../../page-head';

// Not nested in Manage Product (the trailing _): a page of its own at
// /dashboard/manageProduct/{id}/edit. The faces are split with the page.
export const Route = createFileRoute('/_authenticated/dashboard/_admin/manageProduct_/$id/edit')({
  loader: async ({ context: { ports, machines }, params }) => {
    const [tool, save, upload] = await Promise.all([
      valueOf(ports.api.getTool(params.id)),
      machines.editTool(),
      machines.uploadImage(),
    ]);
    return { tool, save, upload };
  },
  head: ({ loaderData }) => pageHead(loaderData ? `Edit ${loaderData.tool.name}` : 'Edit tool'),
  pendingComponent: EditLoading,
  pendingMs: 0,
  errorComponent: EditFailed,
  component: EditRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
});

function EditRoute() {
  const { tool, ...machines } = Route.useLoaderData();
  return <EditProductPage view={loaded(tool)} {...machines} />;
}

function EditLoading() {
  return <EditProductPage view={LOADING} />;
}

function EditFailed(props: ErrorComponentProps) {
  return <EditProductPage view={useFailedView(props)} />;
}
