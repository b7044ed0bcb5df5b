import { useId, useState } from 'react';
import { formatAmount } from '../../../domain/money';
import type { Order } from '../../../domain/order';
import { orderDeadline } from '../../../domain/order-deadline';
import { Fact, Facts } from '../../components/facts/facts';
import * as checkout from '../checkout-shared/checkout-layout.css';
import { OrderNamingFacts } from '../dashboard-shared/order-facts';
import { BackorderFacts } from '../dashboard-shared/backorder-facts';
import { deadlineWhen, timeLeft } from '../checkout-shared/deadline-text';
import * as styles from './payment-page.css';

export interface OrderSummaryProps {
  order: Order;
  /** The time the deadline is read against (it moves on while the page is open). */
  now: Date;
}

/**
 * What is being paid for, by when, and the billing details that go with the card. On a
 * phone the details (what, for whom, where) fold behind "Order details", under the total and
 * the deadline, so the card form is on the first screen.
 */
export function OrderSummary({ order, now }: OrderSummaryProps) {
  const deadline = orderDeadline(order, now);
  const waiting = order.approval?.status === 'pending';
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <section aria-labelledby="order-summary-title" className={checkout.panel}>
      <h2 id="order-summary-title">Your order</h2>
      <p className={styles.amount}>{formatAmount(order.toolPrice)}</p>
      {deadline.kind === 'open' && (
        <Facts>
          {/* Not payable yet: "Pay before" would ask for what the store refuses. */}
          <Fact name={waiting ? 'Waiting for approval' : 'Pay before'}>
            {waiting && 'Your company approves it before it can be paid; it lapses '}
            <time dateTime={deadline.expiresAt.toISOString()}>
              {deadlineWhen(deadline.expiresAt, now)}
            </time>{' '}
            ({timeLeft(deadline.msLeft)})
          </Fact>
        </Facts>
      )}
      {/* Before the card form: what waits for stock, and until when. */}
      <Facts>
        <BackorderFacts lines={order.lines} />
      </Facts>
      <button
        type="button"
        className={styles.detailsToggle}
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        Order details
      </button>
      <div id={detailsId} className={styles.details} data-open={open}>
        <Facts>
          <OrderNamingFacts order={order} />
          <Fact name="Billed to">{order.name}</Fact>
          <Fact name="E-mail">{order.email}</Fact>
          <Fact name="Address">{order.address}</Fact>
          <Fact name="Phone">{order.phone}</Fact>
        </Facts>
      </div>
    </section>
  );
}
