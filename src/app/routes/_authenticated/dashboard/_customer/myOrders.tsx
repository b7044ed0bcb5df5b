import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded } from '../../../../../ui/data/load-view';
import { MyOrdersPage } from '../../../../../ui/pages/my-orders/my-orders-page';
import { useUnloadedView } from '../../../-load-states';
import { pageHead } from '../../../../page-head';

// The faces are named here and split with the page (the router keeps a pending face
// in the first chunk otherwise): the page and its machine's code
// stay out of the first load.
export const Route = createFileRoute('/_authenticated/dashboard/_customer/myOrders')({
  head: () => pageHead('My Orders'),
  // The API here tells the session about a 401/403, which signs out and goes home.
  loader: async ({ context: { ports, machines, user } }) => {
    const [orders, machine] = await Promise.all([
      valueOf(ports.api.listMyOrders(user.email)),
      machines.myOrders(),
    ]);
    return { orders, machine };
  },
  pendingComponent: MyOrdersNotLoaded,
  // The page's frame shows at once, as it did before its data arrived.
  pendingMs: 0,
  errorComponent: MyOrdersNotLoaded,
  component: MyOrdersRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
});

function MyOrdersRoute() {
  // The page's machine starts from the orders it is given: each new load starts it afresh.
  const loadedAt = Route.useMatch({ select: (match) => match.updatedAt });
  const api = Route.useRouteContext({ select: ({ ports }) => ports.api });
  const data = Route.useLoaderData();
  return (
    <MyOrdersPage
      key={loadedAt}
      view={loaded({ ...data, downloadInvoice: (id) => api.downloadInvoice(id) })}
    />
  );
}

function MyOrdersNotLoaded(props: Partial<ErrorComponentProps>) {
  return <MyOrdersPage view={useUnloadedView(props)} />;
}
