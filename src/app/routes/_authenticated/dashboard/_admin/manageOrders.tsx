import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import {
  orderListSearchOf,
  pageQueryOf,
  type OrderListSearch,
} from '../../../../../domain/list-search';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded } from '../../../../../ui/data/load-view';
import { ManageOrdersPage } from '../../../../../ui/pages/manage-orders/manage-orders-page';
import { useUnloadedView, useReload } from '../../../-load-states';
import { useListing } from '../../../-listing';
import { pageHead } from '../../../../page-head';

export const Route = createFileRoute('/_authenticated/dashboard/_admin/manageOrders')({
  head: () => pageHead('Manage Orders'),
  // The page, the search and the status live in the address (?page=2&q=roller&status=paid),
  // so Back and a shared link show the same rows; anything unusable there falls back.
  validateSearch: (search): OrderListSearch => orderListSearchOf(search),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context: { ports, machines } }) => {
    const [orders, actions] = await Promise.all([
      valueOf(ports.api.listAllOrdersPage(pageQueryOf(deps))),
      machines.orderActions(),
    ]);
    return { orders, actions };
  },
  // Written out, not spread from a helper: the code splitter moves only the properties it
  // sees, and the page must stay out of the app's first chunk.
  pendingComponent: OrdersNotLoaded,
  pendingMs: 0,
  errorComponent: OrdersNotLoaded,
  component: OrdersRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
});

function OrdersNotLoaded(props: Partial<ErrorComponentProps>) {
  return <ManageOrdersPage view={useUnloadedView(props)} listing={useListing(Route)} />;
}

function OrdersRoute() {
  const { ports } = Route.useRouteContext();
  return (
    <ManageOrdersPage
      view={loaded(Route.useLoaderData())}
      exportCsv={(days) => ports.api.downloadOrdersCsv(days)}
      exportInvoicesCsv={(days) => ports.api.downloadInvoicesCsv(days)}
      exportCreditNotesCsv={(days) => ports.api.downloadCreditNotesCsv(days)}
      onChanged={useReload()}
      listing={useListing(Route)}
    />
  );
}
