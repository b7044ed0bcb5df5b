import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded } from '../../../../../ui/data/load-view';
import { EditProductPage } from '../../../../../ui/pages/edit-product/edit-product-page';
import { useUnloadedView } from '../../../-load-states';
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
  pendingComponent: EditNotLoaded,
  pendingMs: 0,
  errorComponent: EditNotLoaded,
  component: EditRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
});

function EditRoute() {
  const { tool, ...machines } = Route.useLoaderData();
  return <EditProductPage view={loaded(tool)} {...machines} />;
}

function EditNotLoaded(props: Partial<ErrorComponentProps>) {
  return <EditProductPage view={useUnloadedView(props)} />;
}
