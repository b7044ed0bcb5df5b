// A tool's quantity price tiers as a customer reads them: the table of tiers with the one in
// force for the chosen quantity marked, and how many more units reach the next price. The
// tool page shows it under the quantity; the cart can show it for each line.
import { formatAmount } from '../../../domain/money';
import {
  nextTier,
  type NextTier,
  tierFor,
  tiersOf,
  type Tier,
  type TieredTool,
} from '../../../domain/price-tiers';
import * as styles from './price-tiers.css';

export interface PriceTiersProps {
  readonly tool: TieredTool & { readonly availableQty: number };
  /** The quantity chosen; undefined while what is typed is not a whole number. */
  readonly qty: number | undefined;
}

/** "1–99", "500+". */
export const tierRange = (tier: Tier): string =>
  tier.toQty === undefined ? `${tier.fromQty}+` : `${tier.fromQty}–${tier.toQty}`;

/** "Add 1 more for $10.80 / unit", or undefined on the last tier reachable. */
export function nextTierSentence(
  tool: PriceTiersProps['tool'],
  qty: number | undefined,
): string | undefined {
  if (qty === undefined || qty < tool.minQty) return undefined;
  const next = nextTier(tool, qty);
  return next && nextTierText(next);
}

/** "Add 1 more for $10.80 / unit". */
export const nextTierText = (next: NextTier): string =>
  `Add ${next.addQty} more for ${formatAmount(next.unitPrice)} / unit`;

export function PriceTiers({ tool, qty }: PriceTiersProps) {
  // A tool without breaks has one price, already shown as "{price}/unit".
  if ((tool.tiers ?? []).length === 0) return null;
  const inForce = qty !== undefined && qty >= tool.minQty ? tierFor(tool, qty) : undefined;
  const nudge = nextTierSentence(tool, qty);
  return (
    <div>
      <table className={styles.table}>
        <caption className={styles.caption}>Price per unit by quantity</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              Quantity
            </th>
            <th scope="col" className={styles.numeric}>
              Unit price
            </th>
          </tr>
        </thead>
        <tbody>
          {tiersOf(tool).map((tier) => {
            const current = tier.fromQty === inForce?.fromQty;
            return (
              <tr
                key={tier.fromQty}
                className={current ? styles.current : undefined}
                aria-current={current ? 'true' : undefined}
              >
                <th scope="row" className={styles.cell}>
                  {tierRange(tier)}
                  {current && ' (your price)'}
                </th>
                <td className={styles.numeric}>{formatAmount(tier.price)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className={styles.nudge} aria-live="polite">
        {nudge ?? ''}
      </p>
    </div>
  );
}
