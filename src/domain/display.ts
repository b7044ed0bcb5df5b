// Display rules of spec section 9 for tool cards.
import { formatAmount } from './money';

export const CARD_DESCRIPTION_LIMIT = 150;

/** A card shows the first 150 characters of a longer description, followed by "…". */
export function cardDescription(description: string): string {
  // Count code points, not UTF-16 units, so an emoji is never cut in half.
  const characters = Array.from(description);
  if (characters.length <= CARD_DESCRIPTION_LIMIT) return description;
  return `${characters.slice(0, CARD_DESCRIPTION_LIMIT).join('')}…`;
}

/**
 * A tool's base price, the one way cards and the tool page show it: the spec's
 * "{price}/unit" (spec §9), where the price is a whole number of dollars (spec §3), so it
 * reads "$12/unit". Every other amount, in tables, totals, e-mails and the invoice, keeps
 * its two decimals ("$240.00"); a base price with cents would keep them here too.
 */
export const unitPriceLabel = (price: number): string =>
  `${formatAmount(price).replace(/\.00$/, '')}/unit`;
