import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded } from '../../../../../ui/data/load-view';
import { CarriersPage } from '../../../../../ui/pages/carriers/carriers-page';
import { useUnloadedView, useReload } from '../../../-load-states';
import { pageHead } from '../../../../page-head';

// Carriers (store admins: adding and deleting one is theirs alone in the call table).
export const Route = createFileRoute('/_authenticated/dashboard/_admin/carriers')({
  head: () => pageHead('Carriers'),
  loader: ({ context: { ports } }) => valueOf(ports.api.listCarriers()),
  pendingComponent: CarriersNotLoaded,
  pendingMs: 0,
  errorComponent: CarriersNotLoaded,
  component: CarriersRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
});

function CarriersRoute() {
  const { ports } = Route.useRouteContext();
  return (
    <CarriersPage
      view={loaded(Route.useLoaderData())}
      onAdd={(input) => ports.api.addCarrier(input)}
      onDelete={(carrierId) => ports.api.deleteCarrier(carrierId)}
      onChanged={useReload()}
    />
  );
}

function CarriersNotLoaded(props: Partial<ErrorComponentProps>) {
  return <CarriersPage view={useUnloadedView(props)} />;
}
