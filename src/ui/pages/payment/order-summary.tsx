import { formatAmount } from '../../../domain/money';
import type { Order } from '../../../domain/order';
import { orderDeadline } from '../../../domain/order-deadline';
import * as checkout from '../checkout-shared/checkout-layout.css';
import { deadlineClock, timeLeft } from '../checkout-shared/deadline-text';
import * as styles from './payment-page.css';

export interface OrderSummaryProps {
  order: Order;
  /** The time the deadline is read against (it moves on while the page is open). */
  now: Date;
}

/** What is being paid for, by when, and the billing details that go with the card. */
export function OrderSummary({ order, now }: OrderSummaryProps) {
  const deadline = orderDeadline(order, now);
  return (
    <section aria-labelledby="order-summary-title" className={checkout.panel}>
      <h2 id="order-summary-title">Your order</h2>
      <p className={styles.amount}>{formatAmount(order.toolPrice)}</p>
      <dl className={checkout.facts}>
        <dt className={checkout.factName}>Tool</dt>
        <dd className={styles.factValue}>{order.toolName}</dd>
        <dt className={checkout.factName}>Quantity</dt>
        <dd className={styles.factValue}>{order.toolQty}</dd>
        <dt className={checkout.factName}>Billed to</dt>
        <dd className={styles.factValue}>{order.name}</dd>
        <dt className={checkout.factName}>E-mail</dt>
        <dd className={styles.factValue}>{order.email}</dd>
        <dt className={checkout.factName}>Address</dt>
        <dd className={styles.factValue}>{order.address}</dd>
        <dt className={checkout.factName}>Phone</dt>
        <dd className={styles.factValue}>{order.phone}</dd>
        {deadline.kind === 'open' && (
          <>
            <dt className={checkout.factName}>Pay by</dt>
            <dd className={styles.factValue}>
              <time dateTime={deadline.expiresAt.toISOString()}>
                {deadlineClock(deadline.expiresAt, now)}
              </time>{' '}
              ({timeLeft(deadline.msLeft)})
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
