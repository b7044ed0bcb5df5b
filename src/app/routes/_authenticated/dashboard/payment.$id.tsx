import { createFileRoute, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { PortRefusal, valueOf } from '../../../../ports/port-refusal';
import { ErrorState } from '../../../../ui/components/error-state/error-state';
import { loaded } from '../../../../ui/data/load-view';
import { PaymentPage } from '../../../../ui/pages/payment/payment-page';
import { loadStates } from '../../-load-states';

const faces = loadStates((view) => <PaymentPage view={view} />);

export const Route = createFileRoute('/_authenticated/dashboard/payment/$id')({
  // The order, and the payment adapter with its machine: fetched here, and only here.
  loader: async ({ context: { ports, machines }, params }) => {
    const [order, payment] = await Promise.all([
      valueOf(ports.api.getOrder(params.id)),
      machines.payment(),
    ]);
    return { order, ...payment };
  },
  pendingComponent: faces.pendingComponent,
  pendingMs: faces.pendingMs,
  errorComponent: PaymentFailed,
  component: PaymentRoute,
});

function PaymentRoute() {
  const { id } = Route.useParams();
  const { session } = Route.useRouteContext();
  // The order is paid but the session has ended: sign out here too, then log in to My Orders.
  const signInAgain = () =>
    session.current()?.send({ type: 'SESSION_EXPIRED', signInTo: '/dashboard/myOrders' });
  // Keyed on the order alone: a load again (the same link followed) must not restart a
  // payment under way, so the machine keeps the order it started from.
  return <PaymentPage key={id} view={loaded(Route.useLoaderData())} onSignInAgain={signInAgain} />;
}

/** The store refused the order: the page says why. Otherwise the payment adapter did not load. */
function PaymentFailed(props: ErrorComponentProps) {
  const router = useRouter();
  if (props.error instanceof PortRefusal) return <faces.errorComponent {...props} />;
  return (
    <ErrorState
      title="The payment form could not be loaded"
      message="Check your connection and try again."
      onRetry={() => void router.invalidate()}
    />
  );
}
