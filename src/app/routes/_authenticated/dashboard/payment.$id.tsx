import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { PortRefusal, valueOf } from '../../../../ports/port-refusal';
import { ErrorState } from '../../../../ui/components/error-state/error-state';
import { loaded, LOADING } from '../../../../ui/data/load-view';
import { PaymentPage } from '../../../../ui/pages/payment/payment-page';
import { answered } from '../../-deferred-answer';
import { useUnloadedView } from '../../-load-states';
import { pageHead } from '../../../page-head';

// The faces are named here and split with the page (the router keeps a pending face
// in the first chunk otherwise): the page and the payment machine it imports
// stay out of the first load.
export const Route = createFileRoute('/_authenticated/dashboard/payment/$id')({
  head: () => pageHead('Payment'),
  // The order, and the payment adapter with its machine: fetched here, and only here.
  // The order comes from the checkout that placed it when it can. The payment secret is
  // asked for at once, beside the page's code, so Pay is ready one answer later; never on
  // a preload (a hover over a Pay link must not open a payment).
  loader: async ({ context: { ports, machines, checkedOut }, params, preload }) => {
    const handed = preload ? undefined : checkedOut.take(params.id);
    const secret = preload ? undefined : answered(ports.api.createPaymentIntent(params.id));
    const [order, payment] = await Promise.all([
      handed ?? valueOf(ports.api.getOrder(params.id)),
      machines.payment(),
    ]);
    const invoice = {
      getOrder: (id: string) => ports.api.getOrder(id),
      download: (id: string) => ports.api.downloadInvoice(id),
    };
    // A company order may go on the company's account when it has terms; when they cannot
    // be read, the card alone is offered (the order is still payable).
    const summary =
      order.companyId && !order.paid ? await ports.api.getCompanyTerms(order.companyId) : undefined;
    const terms = summary?.ok ? summary.value.terms : null;
    const account = terms
      ? {
          terms,
          payOnAccount: (input: { poNumber?: string }) =>
            valueOf(ports.api.payOnAccount(params.id, input)),
        }
      : undefined;
    return { order, secret, invoice, account, ...payment };
  },
  pendingComponent: PaymentPending,
  // The page's frame shows at once, as it did before its data arrived.
  pendingMs: 0,
  errorComponent: PaymentFailed,
  component: PaymentRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
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

function PaymentPending() {
  return <PaymentPage view={LOADING} />;
}

/** The store refused the order: the page says why. Otherwise the payment adapter did not load. */
function PaymentFailed(props: ErrorComponentProps) {
  const view = useUnloadedView(props);
  if (props.error instanceof PortRefusal) return <PaymentPage view={view} />;
  return (
    <ErrorState
      title="The payment form could not be loaded"
      message="Check your connection and try again."
      onRetry={view.status === 'failed' ? view.retry : undefined}
    />
  );
}
