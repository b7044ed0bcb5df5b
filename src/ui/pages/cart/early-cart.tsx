// The cart's early face, in the prerendered frame only: its first lines as cart-line.tsx
// draws them, the delivery column's first words and the total, each value an empty slot.
// The inline bootstrap fills them from the cart's early reads (src/app/early-paint.ts), so
// the lines and the total show before the app has run. Hidden from assistive technology:
// the app draws the page itself, with its controls, over the frame. The lines, and the
// delivery column after them, stay unseen until filled: a tool's name that wraps on a phone
// made its line taller than its placeholders and moved what follows (a layout shift); the
// lines the cart has not are hidden then.
import { EarlySlot, earlyRow, held } from '../../components/early-slot/early-slot';
import { Link } from '../../components/link/link';
import * as field from '../../components/text-field/text-field.css';
import * as checkout from '../checkout-shared/checkout-layout.css';
import * as styles from './cart-page.css';
import * as early from './early-cart.css';
import { EARLY_CART_LINES, lineSlot } from './early-cart-slots';

function EarlyLine({ row }: { row: number }) {
  const slot = (name: string, className?: string) => (
    <EarlySlot name={lineSlot(row, name)} className={className} />
  );
  return (
    <li
      className={`${styles.line} ${styles.earlyLine} ${earlyRow}`}
      data-early-row={lineSlot(row, 'name')}
    >
      <img
        data-early={lineSlot(row, 'img')}
        alt=""
        width={96}
        height={96}
        className={styles.picture}
      />
      <div className={styles.lineBody}>
        <p className={early.lineText}>
          {slot('name', early.lineName)}
          <br />
          {slot('part', early.mutedLine)}
          <br />
          {slot('price', early.mutedLine)}
        </p>
        <div className={styles.stepperPlaceholder} />
      </div>
      <div className={styles.earlyLineEnd}>
        <p className={styles.lineTotal}>
          <span className={styles.muted}>Line total </span>
          {slot('total')}
        </p>
      </div>
    </li>
  );
}

/** The lines' part, under the page's heading. */
export function EarlyCartLines() {
  const rows = Array.from({ length: EARLY_CART_LINES }, (_, row) => row);
  return (
    <>
      <Link href="/dashboard/quickOrder">Quick order by part number</Link>
      <ul className={`${styles.lines} ${held}`} data-early-hold="cart" aria-hidden="true">
        {rows.map((row) => (
          <EarlyLine key={row} row={row} />
        ))}
      </ul>
    </>
  );
}

/** What the delivery column's early face is held for (cart-page.tsx): its hint and total. */
export const EARLY_SIDE_HOLD = 'cart keptAddresses';

/** The delivery column: its heading, the kept addresses' hint and the cart's total. */
export function EarlyCartSide() {
  return (
    <div className={`${checkout.panel} ${styles.side}`} aria-hidden="true">
      <h2>Delivery</h2>
      <p className={field.hint}>
        <EarlySlot name="deliveryHint" />
      </p>
      <div className={styles.summary}>
        <p className={styles.total}>
          Total: <EarlySlot name="total" />
        </p>
      </div>
    </div>
  );
}
