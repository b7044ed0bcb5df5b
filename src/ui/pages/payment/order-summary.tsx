import { formatAmount } from '../../../domain/money';
import type { Order } from '../../../domain/order';
import * as styles from './payment-page.css';

/** What is being paid for, and the billing details that go with the card. */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <section aria-labelledby="order-summary-title" className={styles.panel}>
      <h2 id="order-summary-title">Your order</h2>
      <p className={styles.amount}>{formatAmount(order.toolPrice)}</p>
      <dl className={styles.facts}>
        <dt className={styles.factName}>Tool</dt>
        <dd className={styles.factValue}>{order.toolName}</dd>
        <dt className={styles.factName}>Quantity</dt>
        <dd className={styles.factValue}>{order.toolQty}</dd>
        <dt className={styles.factName}>Billed to</dt>
        <dd className={styles.factValue}>{order.name}</dd>
        <dt className={styles.factName}>E-mail</dt>
        <dd className={styles.factValue}>{order.email}</dd>
        <dt className={styles.factName}>Address</dt>
        <dd className={styles.factValue}>{order.address}</dd>
        <dt className={styles.factName}>Phone</dt>
        <dd className={styles.factValue}>{order.phone}</dd>
      </dl>
    </section>
  );
}
