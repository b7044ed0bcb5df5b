import { createFileRoute } from '@tanstack/react-router';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded } from '../../../../../ui/data/load-view';
import { ManageProductPage } from '../../../../../ui/pages/manage-product/manage-product-page';
import { loadStates, useReload } from '../../../-load-states';

export const Route = createFileRoute('/_authenticated/dashboard/_admin/manageProduct')({
  loader: async ({ context: { ports, machines } }) => {
    const [tools, actions] = await Promise.all([
      valueOf(ports.api.listTools()),
      machines.toolActions(),
    ]);
    return { tools, actions };
  },
  ...loadStates((view) => <ManageProductPage view={view} />),
  component: ManageProductRoute,
});

function ManageProductRoute() {
  return <ManageProductPage view={loaded(Route.useLoaderData())} onChanged={useReload()} />;
}
