// Says which orders ran out of time while My Orders was open. The live region is always
// there (empty until needed), so a screen reader announces the sentence when it appears.
import type { Order } from '../../../domain/order';
import { deadlineClock } from '../checkout-shared/deadline-text';
import * as styles from './my-orders-page.css';

export interface ExpiredOrdersNoticeProps {
  /** Orders whose deadline has passed. */
  orders: readonly Order[];
  now: Date;
}

export function ExpiredOrdersNotice({ orders, now }: ExpiredOrdersNoticeProps) {
  return (
    <div role="status" className={orders.length > 0 ? styles.notice : undefined}>
      {orders.map(({ _id, toolQty, toolName, expiresAt = '' }) => (
        <p key={_id} className={styles.noticeLine}>
          Your order of {toolQty} {toolName} expired at{' '}
          <time dateTime={expiresAt}>{deadlineClock(new Date(expiresAt), now)}</time> before it was
          paid, and its stock went back on sale. Order the tool again if you still need it.
        </p>
      ))}
    </div>
  );
}
