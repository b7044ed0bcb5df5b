import { createFileRoute } from '@tanstack/react-router';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded } from '../../../../../ui/data/load-view';
import { MyOrdersPage } from '../../../../../ui/pages/my-orders/my-orders-page';
import { loadStates } from '../../../-load-states';

export const Route = createFileRoute('/_authenticated/dashboard/_customer/myOrders')({
  // The API here tells the session about a 401/403, which signs out and goes home.
  loader: async ({ context: { ports, machines, user } }) => {
    const [orders, machine] = await Promise.all([
      valueOf(ports.api.listMyOrders(user.email)),
      machines.myOrders(),
    ]);
    return { orders, machine };
  },
  ...loadStates((view) => <MyOrdersPage view={view} />),
  component: MyOrdersRoute,
});

function MyOrdersRoute() {
  // The page's machine starts from the orders it is given: each new load starts it afresh.
  const loadedAt = Route.useMatch({ select: (match) => match.updatedAt });
  return <MyOrdersPage key={loadedAt} view={loaded(Route.useLoaderData())} />;
}
