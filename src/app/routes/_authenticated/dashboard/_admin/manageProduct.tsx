import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded, LOADING } from '../../../../../ui/data/load-view';
import { ManageProductPage } from '../../../../../ui/pages/manage-product/manage-product-page';
import { useFailedView, useReload } from '../../../-load-states';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_authenticated/dashboard/_admin/manageProduct')({
  head: () => pageHead('Manage Product'),
  loader: async ({ context: { ports, machines } }) => {
    const [tools, actions] = await Promise.all([
      valueOf(ports.api.listTools()),
      machines.toolActions(),
    ]);
    return { tools, actions };
  },
  // Written out, not spread from a helper: the code splitter moves only the properties it
  // sees, and the page must stay out of the app's first chunk.
  pendingComponent: ToolsLoading,
  pendingMs: 0,
  errorComponent: ToolsFailed,
  component: ToolsRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
});

function ToolsLoading() {
  return <ManageProductPage view={LOADING} />;
}

function ToolsFailed(props: ErrorComponentProps) {
  return <ManageProductPage view={useFailedView(props)} />;
}

function ToolsRoute() {
  return <ManageProductPage view={loaded(Route.useLoaderData())} onChanged={useReload()} />;
}
