// The cart's total beside the way on (Check out, or Sign in to check out): at the top of
// the side column on wide screens, fixed to the bottom of the screen on phones. The total
// is the one the page reckoned at once; it is marked busy until the store has saved it.
// Above it, the lines with units past the stock say so with the date, before checking out.
import type { ReactNode } from 'react';
import type { CartLine } from '../../../domain/cart';
import { formatAmount } from '../../../domain/money';
import { BackorderedLines } from './backordered-note';
import * as styles from './cart-page.css';

export interface CartSummaryProps {
  readonly total: number;
  /** The cart's lines: those with units past the stock are named above the total, with the date. */
  readonly lines: readonly CartLine[];
  /** A change to the cart is being saved. */
  readonly saving: boolean;
  readonly children: ReactNode;
}

export function CartSummary({ total, lines, saving, children }: CartSummaryProps) {
  return (
    <>
      <BackorderedLines lines={lines} />
      <div className={styles.summary}>
        <p className={styles.total}>
          Total:{' '}
          <output aria-live="polite" aria-busy={saving}>
            {formatAmount(total)}
          </output>
        </p>
        {children}
      </div>
    </>
  );
}
