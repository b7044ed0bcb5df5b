// What the page says once the card has been charged: recorded, still being recorded, or
// charged but not yet on the order (the customer must never think they still owe it).
import { describeError } from '../../errors/describe-error';
import type { Order } from '../../../domain/order';
import type { ApiError } from '../../../ports/api.port';
import { Button } from '../../components/button/button';
import { Link } from '../../components/link/link';
import { PAYMENT_COMPLETED } from './payment-confirmation';
import { Spinner } from '../../components/spinner/spinner';
import { deadlineClock } from '../checkout-shared/deadline-text';
import * as styles from './payment-page.css';

function TransactionId({ id }: { id: string }) {
  return (
    <span>
      Transaction id: <code className={styles.transaction}>{id}</code>
    </span>
  );
}

export function RecordingPayment() {
  return <Spinner label="Your card was charged. Updating your order…" showLabel />;
}

export interface ChargedNotRecordedProps {
  transactionId: string;
  error: ApiError | undefined;
  onRetry: () => void;
}

export function ChargedNotRecorded({ transactionId, error, onRetry }: ChargedNotRecordedProps) {
  const temporary = error?.kind === 'network' || error?.kind === 'server';
  return (
    <div role="alert" className={styles.notice}>
      <p className={styles.success}>Your card was charged, and your payment is safe.</p>
      <TransactionId id={transactionId} />
      <p>
        {temporary
          ? 'We could not update your order yet because the store did not answer. We keep trying while this page is open, and your order will show as paid. Please do not pay again.'
          : `We could not update your order yet (${error ? describeError(error) : 'no answer'}). Please do not pay again: try again in a moment, or contact us with the transaction id above.`}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        Update my order now
      </Button>
    </div>
  );
}

export interface PaidSignInAgainProps {
  transactionId: string;
  /** Given by the route, which ends the session and goes to sign in again. */
  onSignInAgain: (() => void) | undefined;
}

/** Charged, so paid (the store records it with the charge), but the session has ended. */
export function PaidSignInAgain({ transactionId, onSignInAgain }: PaidSignInAgainProps) {
  return (
    <div role="alert" className={styles.notice}>
      <p className={styles.success}>{PAYMENT_COMPLETED}</p>
      <p>Your card was charged and your order is paid. Please do not pay again.</p>
      <TransactionId id={transactionId} />
      <p>Your session has ended, so please sign in again to see your order in My Orders.</p>
      <Button onClick={onSignInAgain}>Sign in again</Button>
    </div>
  );
}

/** The deadline passed before the card was charged: the order is gone, nothing was paid. */
export function OrderExpired({ order, now }: { order: Order; now: Date }) {
  const { expiresAt = '' } = order;
  return (
    <div role="status" className={styles.notice}>
      <p>
        This order expired at{' '}
        <time dateTime={expiresAt}>{deadlineClock(new Date(expiresAt), now)}</time> before it was
        paid, and its stock went back on sale. Your card was not charged.
      </p>
      <Link href={`/tool/${order.toolId}`}>Order {order.toolName} again</Link>
      <Link href="/dashboard/myOrders">Back to My Orders</Link>
    </div>
  );
}
