import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { Order } from '../../../../../domain/order';
import { lastDelivery } from '../../../../../domain/quote-acceptance';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded } from '../../../../../ui/data/load-view';
import { MyQuotesPage } from '../../../../../ui/pages/my-quotes/my-quotes-page';
import { useUnloadedView, useReload } from '../../../-load-states';
import { pageHead } from '../../../../page-head';

// The faces are named here and split with the page, which stays out of the first load.
export const Route = createFileRoute('/_authenticated/dashboard/_customer/myQuotes')({
  head: () => pageHead('My Quotes'),
  loader: async ({ context: { ports, user, machines } }) => {
    const [quotes, orders, declineActions, acceptMachine] = await Promise.all([
      valueOf(ports.api.listMyQuotes()),
      ports.api.listMyOrders(user.email),
      machines.quoteActions(),
      machines.acceptQuote(),
    ]);
    // Without the orders, accepting asks where to deliver: no reason to fail the page.
    return { quotes, orders: orders.ok ? orders.value : [], declineActions, acceptMachine };
  },
  pendingComponent: MyQuotesNotLoaded,
  pendingMs: 0,
  errorComponent: MyQuotesNotLoaded,
  component: MyQuotesRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
});

function MyQuotesRoute() {
  const navigate = Route.useNavigate();
  // As after placing an order on the tool page: the new order's payment comes next.
  const onAccepted = useCallback(
    (order: Order) => void navigate({ to: '/dashboard/payment/$id', params: { id: order._id } }),
    [navigate],
  );
  const { quotes, orders, declineActions, acceptMachine } = Route.useLoaderData();
  const delivery = useMemo(() => lastDelivery(orders), [orders]);
  return (
    <MyQuotesPage
      view={loaded(quotes)}
      delivery={delivery}
      acceptMachine={acceptMachine}
      onAccepted={onAccepted}
      declineActions={declineActions}
      onChanged={useReload()}
    />
  );
}

function MyQuotesNotLoaded(props: Partial<ErrorComponentProps>) {
  return <MyQuotesPage view={useUnloadedView(props)} />;
}
