// /dashboard/payment/{id}: the order (and by when to pay it), the adapter's card fields and
// Pay, driven by the payment machine.
import { describeError, describePaymentError } from '../../errors/describe-error';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo, type FormEvent } from 'react';
import { formatAmount } from '../../../domain/money';
import { canPay, isCharged, paymentMachineFor } from '../../../machines/payment.machine';
import type { ApiPort } from '../../../ports/api.port';
import type { CardSource, PaymentKit } from '../../../ports/payment.port';
import { Button } from '../../components/button/button';
import { ErrorState } from '../../components/error-state/error-state';
import { Spinner } from '../../components/spinner/spinner';
import * as fieldStyles from '../../components/text-field/text-field.css';
import { useNow } from '../../data/use-now';
import * as checkout from '../checkout-shared/checkout-layout.css';
import { OrderSummary } from './order-summary';
import {
  AlreadyPaid,
  ChargedNotRecorded,
  OrderExpired,
  PaidSignInAgain,
  PaymentCompleted,
  RecordingPayment,
} from './payment-outcome';
import * as styles from './payment-page.css';

export interface PaymentPageProps {
  orderId: string;
  api: ApiPort;
  payment: PaymentKit;
  /** The session ended after the charge: end it here too and go to sign in again. */
  onSignInAgain: () => void;
}

const cardFieldClasses = {
  field: fieldStyles.field,
  label: fieldStyles.label,
  input: fieldStyles.input,
  error: fieldStyles.error,
};

export function PaymentPage({ orderId, api, payment, onSignInAgain }: PaymentPageProps) {
  const machine = useMemo(() => paymentMachineFor(api, payment.port), [api, payment.port]);
  const actor = useActorRef(machine, { input: { orderId } });
  const snapshot = useSelector(actor, (s) => s);
  const { order, cardError, transactionId, loadError, recordError } = snapshot.context;
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

  const pay = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'pay' });
  };

  const { CardFields } = payment;

  return (
    <div className={checkout.twoColumns}>
      <h1 className={styles.heading}>Payment</h1>
      {snapshot.matches('loadingOrder') && <Spinner label="Loading your order" showLabel />}
      {snapshot.matches('loadFailed') && loadError && (
        <ErrorState
          title={
            loadError.kind === 'not-found' || loadError.kind === 'invalid'
              ? 'We could not find this order'
              : 'Your payment could not be prepared'
          }
          message={describeError(loadError)}
          onRetry={retry}
        />
      )}
      {order && <OrderSummary order={order} now={now} />}
      {snapshot.matches('alreadyPaid') && <AlreadyPaid transactionId={order?.transactionId} />}
      {expired && order && <OrderExpired order={order} now={now} />}
      {order && !snapshot.matches('alreadyPaid') && !snapshot.matches('loadFailed') && !expired && (
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
          />
          {cardError && (
            <p role="alert" className={checkout.formError}>
              {describePaymentError(cardError)}
            </p>
          )}
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
          {snapshot.matches('paid') && transactionId && (
            <PaymentCompleted transactionId={transactionId} />
          )}
          {snapshot.matches('paidSignedOut') && transactionId && (
            <PaidSignInAgain transactionId={transactionId} onSignInAgain={onSignInAgain} />
          )}
        </form>
      )}
    </div>
  );
}
