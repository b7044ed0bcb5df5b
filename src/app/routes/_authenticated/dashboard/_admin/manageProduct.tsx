import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { listSearchOf, pageQueryOf, type ListSearch } from '../../../../../domain/list-search';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded } from '../../../../../ui/data/load-view';
import { ManageProductPage } from '../../../../../ui/pages/manage-product/manage-product-page';
import { useUnloadedView, useReload } from '../../../-load-states';
import { useListing } from '../../../-listing';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_authenticated/dashboard/_admin/manageProduct')({
  head: () => pageHead('Manage Product'),
  // The page and the search live in the address (?page=2&q=roller), so Back and a shared
  // link show the same rows; anything unusable there falls back to the first page.
  validateSearch: (search): ListSearch => listSearchOf(search),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context: { ports, machines } }) => {
    const [tools, actions, tiersMachine] = await Promise.all([
      valueOf(ports.api.listToolsPage(pageQueryOf(deps))),
      machines.toolActions(),
      machines.toolTiers(),
    ]);
    return { tools, actions, tiersMachine };
  },
  // Written out, not spread from a helper: the code splitter moves only the properties it
  // sees, and the page must stay out of the app's first chunk.
  pendingComponent: ToolsNotLoaded,
  pendingMs: 0,
  errorComponent: ToolsNotLoaded,
  component: ToolsRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
});

function ToolsNotLoaded(props: Partial<ErrorComponentProps>) {
  return <ManageProductPage view={useUnloadedView(props)} listing={useListing(Route)} />;
}

function ToolsRoute() {
  const { ports } = Route.useRouteContext();
  return (
    <ManageProductPage
      view={loaded(Route.useLoaderData())}
      exportCsv={() => ports.api.downloadToolsCsv()}
      onChanged={useReload()}
      listing={useListing(Route)}
    />
  );
}
