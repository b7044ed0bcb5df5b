import { formatAmount } from '../../../domain/money';
import type { Order } from '../../../domain/order';
import * as checkout from '../checkout-shared/checkout-layout.css';
import * as styles from './payment-page.css';

/** What is being paid for, and the billing details that go with the card. */
export function OrderSummary({ order }: { order: Order }) {
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
      </dl>
    </section>
  );
}
