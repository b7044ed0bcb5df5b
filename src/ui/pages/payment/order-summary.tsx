import { formatAmount } from '../../../domain/money';
import type { Order } from '../../../domain/order';
import { orderDeadline } from '../../../domain/order-deadline';
import { Fact, Facts } from '../../components/facts/facts';
import * as checkout from '../checkout-shared/checkout-layout.css';
import { OrderNamingFacts } from '../dashboard-shared/order-facts';
import { deadlineWhen, timeLeft } from '../checkout-shared/deadline-text';
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
      <Facts>
        <OrderNamingFacts order={order} />
        <Fact name="Billed to">{order.name}</Fact>
        <Fact name="E-mail">{order.email}</Fact>
        <Fact name="Address">{order.address}</Fact>
        <Fact name="Phone">{order.phone}</Fact>
        {deadline.kind === 'open' && (
          <Fact name="Pay before">
            <time dateTime={deadline.expiresAt.toISOString()}>
              {deadlineWhen(deadline.expiresAt, now)}
            </time>{' '}
            ({timeLeft(deadline.msLeft)})
          </Fact>
        )}
      </Facts>
    </section>
  );
}
