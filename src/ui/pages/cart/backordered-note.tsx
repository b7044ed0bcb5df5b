// "20 backordered, expected 15 Jan 2027": what a cart line, and the cart's summary for each
// line, says of the units past the stock before the customer checks out and pays.
import { cartLineBackorder } from '../../../domain/backorder';
import type { CartLine } from '../../../domain/cart';
import * as styles from './cart-page.css';

export function BackorderedNote({ line }: { readonly line: CartLine }) {
  const note = cartLineBackorder(line);
  return note === undefined ? null : <p className={styles.muted}>{note}</p>;
}

/** The summary's list: each line with units waiting, named, since the lines may be far above. */
export function BackorderedLines({ lines }: { readonly lines: readonly CartLine[] }) {
  const waiting = lines.flatMap((line) => {
    const note = cartLineBackorder(line);
    return note === undefined ? [] : [{ toolId: line.toolId, text: `${line.toolName}: ${note}` }];
  });
  if (waiting.length === 0) return null;
  return (
    <ul aria-label="Backordered" className={styles.backorders}>
      {waiting.map(({ toolId, text }) => (
        <li key={toolId} className={styles.muted}>
          {text}
        </li>
      ))}
    </ul>
  );
}
