import { createFileRoute, useRouter } from '@tanstack/react-router';
import { ErrorState } from '../../../../ui/components/error-state/error-state';
import { PaymentPage } from '../../../../ui/pages/payment/payment-page';

export const Route = createFileRoute('/_authenticated/dashboard/payment/$id')({
  // The payment adapter (port and card fields) is fetched here, and only here.
  loader: ({ context }) => context.ports.loadPayment(),
  component: PaymentRoute,
  errorComponent: PaymentUnavailable,
});

function PaymentRoute() {
  const { id } = Route.useParams();
  const payment = Route.useLoaderData();
  const { ports, session } = Route.useRouteContext();
  // The order is paid but the session has ended: sign out here too, then log in to My Orders.
  const signInAgain = () =>
    session.current()?.send({ type: 'SESSION_EXPIRED', signInTo: '/dashboard/myOrders' });
  return (
    <PaymentPage
      key={id}
      orderId={id}
      api={ports.api}
      payment={payment}
      onSignInAgain={signInAgain}
    />
  );
}

function PaymentUnavailable() {
  const router = useRouter();
  return (
    <ErrorState
      title="The payment form could not be loaded"
      message="Check your connection and try again."
      onRetry={() => void router.invalidate()}
    />
  );
}
