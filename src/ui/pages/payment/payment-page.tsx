// /dashboard/payment/{id}: the order (and by when to pay it), the adapter's card fields and
// Pay, driven by the payment machine. The route loads the order and the payment adapter.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState, type ComponentType, type FormEvent } from 'react';
import { formatAmount } from '../../../domain/money';
import type { Order } from '../../../domain/order';
import {
  canPay,
  isCharged,
  type PaymentMachine,
  type SecretAnswer,
} from '../../../machines/payment.machine';
import type { ApiError } from '../../../ports/api.port';
import type { CardFieldsProps, CardSource } from '../../../ports/payment.port';
import { Button } from '../../components/button/button';
import { ErrorState } from '../../components/error-state/error-state';
import { Spinner } from '../../components/spinner/spinner';
import type { LoadView } from '../../data/load-view';
import { useNow } from '../../data/use-now';
import { describeError, describePaymentError } from '../../errors/describe-error';
import { cardFieldClasses } from '../checkout-shared/card-field-classes';
import * as checkout from '../checkout-shared/checkout-layout.css';
import { OrderSummary } from './order-summary';
import { AccountConfirmation, PayOnAccountForm, type AccountPayment } from './pay-on-account-form';
import type { InvoiceCalls } from './confirmation-invoice';
import { PaymentConfirmation } from './payment-confirmation';
import {
  ChargedNotRecorded,
  OrderExpired,
  PaidSignInAgain,
  RecordingPayment,
} from './payment-outcome';
import * as page from '../dashboard-shared/dashboard-page.css';
import * as styles from './payment-page.css';
import { Alert } from '../../components/alert/alert';

export interface PaymentData {
  readonly order: Order;
  /** Paying, wired to the API and the payment adapter by the composition root. */
  readonly machine: PaymentMachine;
  /** The payment adapter's card fields. */
  readonly CardFields: ComponentType<CardFieldsProps>;
  /** The client secret, asked for by the route while the page loaded. */
  readonly secret?: SecretAnswer | undefined;
  /** The invoice, offered once the order is paid. */
  readonly invoice?: InvoiceCalls | undefined;
  /** Paying on the company's account: offered when the buyer's company has net terms. */
  readonly account?: AccountPayment | undefined;
}

export interface PaymentPageProps {
  view: LoadView<PaymentData>;
  /** The session ended after the charge: end it here too and go to sign in again. */
  onSignInAgain?: () => void;
}

export function PaymentPage({ view, onSignInAgain }: PaymentPageProps) {
  return (
    <section className={page.page} aria-labelledby="payment-heading">
      <h1 id="payment-heading" className={page.heading}>
        Payment
      </h1>
      <div className={styles.columns}>
        {view.status === 'loading' && <Spinner label="Loading your order" showLabel />}
        {view.status === 'failed' && <NotPrepared error={view.error} onRetry={view.retry} />}
        {view.status === 'loaded' && <Checkout {...view.value} onSignInAgain={onSignInAgain} />}
      </div>
    </section>
  );
}

/** Why an order was not loaded, or, once it was (`loaded`), why its payment was not prepared. */
function notPreparedTitle(error: ApiError, loaded: boolean): string {
  if (error.kind === 'not-found') return 'We could not find this order';
  // An order shown above was found: the store refused its payment (it awaits approval).
  if (error.kind === 'invalid')
    return loaded ? 'This order cannot be paid yet' : 'We could not find this order';
  return 'Your payment could not be prepared';
}

/** The order could not be loaded, or its payment could not be prepared. */
function NotPrepared({
  error,
  onRetry,
  loaded = false,
}: {
  error: ApiError;
  onRetry: () => void;
  loaded?: boolean;
}) {
  return (
    <ErrorState
      title={notPreparedTitle(error, loaded)}
      message={describeError(error)}
      onRetry={onRetry}
    />
  );
}

function Checkout({
  order: loaded,
  machine,
  CardFields,
  secret,
  invoice,
  account,
  onSignInAgain,
}: PaymentData & Pick<PaymentPageProps, 'onSignInAgain'>) {
  const actor = useActorRef(machine, { input: { order: loaded, secret } });
  const snapshot = useSelector(actor, (s) => s);
  const { order, cardError, transactionId, secretError, recordError } = snapshot.context;
  const payable = canPay(snapshot);
  const paying = snapshot.matches('paying');
  const charged = isCharged(snapshot);
  const expired = snapshot.matches('expired');
  const now = useNow();

  const onCardChange = useCallback(
    (card: CardSource) => actor.send({ type: 'card.change', card }),
    [actor],
  );
  const retry = useCallback(() => actor.send({ type: 'retry' }), [actor]);
  // Each press has the card fields flag what is missing; an incomplete card is not charged.
  const [payAttempts, setPayAttempts] = useState(0);
  const [onAccount, setOnAccount] = useState<{ order: Order; at: Date }>();

  const pay = (event: FormEvent) => {
    event.preventDefault();
    setPayAttempts((attempts) => attempts + 1);
    actor.send({ type: 'pay' });
  };

  if (onAccount && account) {
    return (
      <AccountConfirmation
        order={onAccount.order}
        netDays={account.terms.netDays}
        confirmedAt={onAccount.at}
      />
    );
  }

  // Paid: the receipt replaces the summary and the card form (and the card number in it).
  if (snapshot.matches('paid') || snapshot.matches('alreadyPaid')) {
    return (
      <PaymentConfirmation
        order={order}
        transactionId={transactionId ?? order.transactionId}
        paidNow={snapshot.matches('paid')}
        invoice={invoice}
      />
    );
  }

  return (
    <>
      {snapshot.matches('secretFailed') && secretError && (
        <NotPrepared error={secretError} onRetry={retry} loaded />
      )}
      <OrderSummary order={order} now={now} />
      {expired && <OrderExpired order={order} now={now} />}
      {!snapshot.matches('secretFailed') && !expired && (
        <form
          className={checkout.panel}
          noValidate
          onSubmit={pay}
          aria-labelledby="card-title"
          aria-busy={paying || undefined}
        >
          <h2 id="card-title">Pay by card</h2>
          <CardFields
            onCardChange={onCardChange}
            disabled={paying || charged}
            classNames={cardFieldClasses}
            payAttempts={payAttempts}
          />
          <Alert className={checkout.formError}>
            {cardError && describePaymentError(cardError)}
          </Alert>
          {snapshot.matches('requestingSecret') && <Spinner label="Preparing your payment" />}
          <Button type="submit" fullWidth disabled={!payable && !paying} loading={paying}>
            Pay {formatAmount(order.toolPrice)}
          </Button>
          {(snapshot.matches('recording') || snapshot.matches('waitingToRecord')) && (
            <RecordingPayment />
          )}
          {snapshot.matches('recordFailed') && transactionId && (
            <ChargedNotRecorded transactionId={transactionId} error={recordError} onRetry={retry} />
          )}
          {snapshot.matches('paidSignedOut') && transactionId && (
            <PaidSignInAgain transactionId={transactionId} onSignInAgain={onSignInAgain} />
          )}
        </form>
      )}
      {account && !snapshot.matches('secretFailed') && !expired && (
        <PayOnAccountForm
          order={order}
          {...account}
          disabled={paying || charged}
          onConfirmed={(confirmed) => setOnAccount({ order: confirmed, at: new Date() })}
        />
      )}
    </>
  );
}
