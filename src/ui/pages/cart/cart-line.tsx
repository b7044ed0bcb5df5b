// One line of the cart: the tool's picture and name (a link to its page), the unit price at
// the tier the quantity reaches, the quantity stepper, the line's total and a quiet Remove.
import type { Ref } from 'react';
import type { CartLine } from '../../../domain/cart';
import { formatAmount } from '../../../domain/money';
import { Link } from '../../components/link/link';
import { nextTierText } from '../../components/price-tiers/price-tiers';
import { visuallyHidden } from '../../theme/visually-hidden.css';
import { QuantityStepper } from './quantity-stepper';
import { BackorderedNote } from './backordered-note';
import * as styles from './cart-page.css';

export interface CartLineItemProps {
  readonly line: CartLine;
  readonly onQty: (qty: number) => void;
  readonly onRemove: () => void;
  /** The line's first control (its name), where focus goes when the line before it is removed. */
  readonly nameRef?: Ref<HTMLAnchorElement>;
}

export function CartLineItem({ line, onQty, onRemove, nameRef }: CartLineItemProps) {
  const gone = line.availableQty === 0 && line.minQty === 0;
  const nameId = `cart-line-${line.toolId}`;
  return (
    <li className={styles.line} aria-labelledby={nameId}>
      {line.toolImg === '' ? (
        <span className={styles.picture} />
      ) : (
        // The name beside it says what it is.
        <img src={line.toolImg} alt="" width={96} height={96} className={styles.picture} />
      )}
      <div className={styles.lineBody}>
        <h2 className={styles.lineName} id={nameId}>
          <Link ref={nameRef} href={`/tool/${line.toolId}`}>
            {line.toolName}
          </Link>
        </h2>
        {line.partNumber && <p className={styles.muted}>Part number {line.partNumber}</p>}
        {!gone && (
          <p className={styles.muted}>
            {formatAmount(line.unitPrice)} / unit · {line.priceReason}
          </p>
        )}
        {line.nextTier && <p className={styles.muted}>{nextTierText(line.nextTier)}</p>}
        {gone ? (
          line.problem && <p role="status">{line.problem}</p>
        ) : (
          <QuantityStepper
            tool={{ ...line, name: line.toolName }}
            qty={line.qty}
            problem={line.problem}
            onQty={onQty}
          />
        )}
        {!gone && <BackorderedNote line={line} />}
      </div>
      <div className={styles.lineEnd}>
        <p className={styles.lineTotal}>
          <span className={styles.muted}>Line total </span>
          {formatAmount(line.total)}
        </p>
        <button type="button" className={styles.remove} onClick={onRemove}>
          Remove <span className={visuallyHidden}>{line.toolName}</span>
        </button>
      </div>
    </li>
  );
}
