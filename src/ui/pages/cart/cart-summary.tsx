// The cart's total beside the way on (Check out, or Sign in to check out): at the top of
// the side column on wide screens, fixed to the bottom of the screen on phones. The total
// is the one the page reckoned at once; it is marked busy until the store has saved it.
import type { ReactNode } from 'react';
import { formatAmount } from '../../../domain/money';
import * as styles from './cart-page.css';

export interface CartSummaryProps {
  readonly total: number;
  /** A change to the cart is being saved. */
  readonly saving: boolean;
  readonly children: ReactNode;
}

export function CartSummary({ total, saving, children }: CartSummaryProps) {
  return (
    <div className={styles.summary}>
      <p className={styles.total}>
        Total:{' '}
        <output aria-live="polite" aria-busy={saving}>
          {formatAmount(total)}
        </output>
      </p>
      {children}
    </div>
  );
}
