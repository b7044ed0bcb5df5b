import { createFileRoute } from '@tanstack/react-router';
import { MyOrdersPage } from '../../../../../ui/pages/my-orders/my-orders-page';

export const Route = createFileRoute('/_authenticated/dashboard/_customer/myOrders')({
  component: MyOrdersRoute,
});

function MyOrdersRoute() {
  // The API here tells the session about a 401/403, which signs out and goes home.
  const { ports, user } = Route.useRouteContext();
  return <MyOrdersPage key={user.email} email={user.email} api={ports.api} />;
}
