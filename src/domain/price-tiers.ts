// Quantity price tiers of a tool: its base `price` from its minimum quantity, then up to
// MAX_TIER_BREAKS cheaper unit prices from larger quantities ("1–99 at $12, 100–499 at
// $10.80, 500+ at $9.60"). Each tier runs up to the next one's start, so tiers can never
// leave a gap; breaks out of order or starting at the same quantity would overlap and are
// refused. A break must cost less than the tier before it: tiers are a volume discount, and
// a dearer break is far more likely a typing slip than a wish (so "add N more" always saves).
// Money is reckoned in whole cents, so 101 × $10.80 is exactly $1,090.80.
import { isRecord } from './is-record';
import { formatAmount, fromCents, MAX_ORDER_TOTAL, ORDER_TOO_LARGE, toCents } from './money';
import { checkUnitPrice } from './unit-price';
import { parseWholeNumber } from './whole-number';

export { UNIT_PRICE_NOT_CENTS } from './unit-price';

export interface TierBreak {
  readonly fromQty: number;
  /** Dollars, in whole cents. */
  readonly price: number;
}

/** What pricing needs of a tool: the Tool schema declares `tiers` as a plain optional array. */
export interface TieredTool {
  readonly minQty: number;
  readonly price: number;
  readonly tiers?: readonly TierBreak[] | undefined;
}

/** One row of a tool's tier table; `toQty` is undefined for the last, open-ended tier. */
export interface Tier {
  readonly fromQty: number;
  readonly toQty: number | undefined;
  readonly price: number;
}

/** A price list, not a rate card: more breaks would not fit a tool page's table. */
export const MAX_TIER_BREAKS = 10;

export const NO_PRICE_FOR_QTY =
  'This tool has no price for that quantity: please ask us for a quote';

/** The largest quantity a break may start at (the Add Product form's own limit). */
const MAX_FROM_QTY = 1_000_000_000;

/** The tool's tiers, base price first, each with the quantity range it covers. */
export function tiersOf(tool: TieredTool): Tier[] {
  const starts: TierBreak[] = [{ fromQty: tool.minQty, price: tool.price }, ...(tool.tiers ?? [])];
  return starts.map((start, index) => {
    const next = starts[index + 1];
    return {
      fromQty: start.fromQty,
      toQty: next === undefined ? undefined : next.fromQty - 1,
      price: start.price,
    };
  });
}

/** The tier in force for `qty`: the last one starting at or below it (the base one below all). */
export function tierFor(tool: TieredTool, qty: number): Tier {
  const tiers = tiersOf(tool);
  const inForce = tiers.filter((tier) => tier.fromQty <= qty).at(-1);
  // tiersOf always holds the base tier.
  return inForce ?? (tiers[0] as Tier);
}

/** The unit price, in dollars, of a line of `qty` of the tool. */
export const unitPriceFor = (tool: TieredTool, qty: number): number => tierFor(tool, qty).price;

export interface NextTier {
  /** How many more units reach the next tier. */
  readonly addQty: number;
  readonly unitPrice: number;
}

/**
 * The next cheaper tier above `qty`, while the tool has the stock to reach it; undefined
 * on the last tier or when no more can be ordered.
 */
export function nextTier(
  tool: TieredTool & { readonly availableQty: number },
  qty: number,
): NextTier | undefined {
  const next = tiersOf(tool).find((tier) => tier.fromQty > qty);
  if (next === undefined || next.fromQty > tool.availableQty) return undefined;
  return { addQty: next.fromQty - qty, unitPrice: next.price };
}

export type LinePriceCheck =
  | { readonly ok: true; readonly unitPrice: number; readonly total: number }
  | { readonly ok: false; readonly message: string };

/**
 * A line's unit price and total at the tier in force, reckoned in cents and refused above
 * the largest total; `qty` is a whole number the quantity rules already accepted.
 */
export function priceLine(tool: TieredTool, qty: number): LinePriceCheck {
  const unitPrice = unitPriceFor(tool, qty);
  const cents = toCents(unitPrice);
  if (!Number.isSafeInteger(qty) || !Number.isSafeInteger(cents)) {
    return { ok: false, message: 'Prices and quantities are whole numbers' };
  }
  // checkTiers lets no free tier in; a tool stored before it did must not sell for nothing.
  if (cents <= 0 || qty <= 0) return { ok: false, message: NO_PRICE_FOR_QTY };
  // Compared before multiplying exactly, so no quantity, however large, can throw.
  if (cents * qty > toCents(MAX_ORDER_TOTAL)) return { ok: false, message: ORDER_TOO_LARGE };
  return { ok: true, unitPrice, total: fromCents(cents * qty) };
}

/** Dollars added in cents, so that $1,090.80 + $12 is $1,102.80 and not $1,102.7999…. */
export const sumAmounts = (amounts: readonly number[]): number =>
  fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0));

// --- the admin's input ---

/** A sentence about one break (`row` counts from 0) and which of its two fields, or the list. */
export interface TierIssue {
  readonly row: number | undefined;
  readonly field?: keyof TierBreak;
  readonly message: string;
}

export type TiersCheck =
  | { readonly ok: true; readonly tiers: TierBreak[] }
  | { readonly ok: false; readonly message: string; readonly issues: readonly TierIssue[] };

function checkFromQty(raw: unknown, minQty: number, before: number | undefined): string | number {
  if (raw === undefined || raw === '' || raw === null) return 'From quantity is Required';
  const fromQty = parseWholeNumber(raw);
  if (fromQty === undefined) return 'From quantity must be a whole number';
  if (fromQty <= minQty) {
    return `From quantity must be more than the minimum quantity (${minQty}), which the base price covers`;
  }
  if (fromQty > MAX_FROM_QTY) return 'From quantity is too large';
  // The first break has only the base tier above it, checked just before.
  const above = before ?? minQty;
  if (fromQty <= above) {
    return fromQty === above
      ? `Another tier already starts at ${fromQty}; each tier needs its own From quantity`
      : `From quantity must be more than the tier above it (${above}): list tiers from the smallest quantity up`;
  }
  return fromQty;
}

/**
 * A break's unit price by the one unit-price rule, and less than the tier before it
 * (`before`, dollars: the base price for the first) once in cents, so that no rounding
 * can make it as dear as fewer units.
 */
function checkPrice(raw: unknown, before: number): string | number {
  const price = checkUnitPrice(raw);
  if (!price.ok) return price.message;
  if (price.cents >= toCents(before)) {
    return `Unit price must be less than ${formatAmount(before)}, the price of fewer units`;
  }
  return fromCents(price.cents);
}

const listIssue = (message: string): TiersCheck => ({
  ok: false,
  message,
  issues: [{ row: undefined, message }],
});

/**
 * The admin's breaks for a tool of `minQty` and base `price`, as sent or typed: a list of
 * `{ fromQty, price }` from the smallest quantity up. Every break's sentences, or the breaks
 * as numbers. `undefined` means no breaks.
 */
export function checkTiers(tool: Pick<TieredTool, 'minQty' | 'price'>, raw: unknown): TiersCheck {
  if (raw === undefined) return { ok: true, tiers: [] };
  if (!Array.isArray(raw)) {
    return listIssue('Price tiers must be a list of quantities and unit prices');
  }
  if (raw.length > MAX_TIER_BREAKS) {
    return listIssue(
      `A tool can have at most ${MAX_TIER_BREAKS} price tiers besides its base price`,
    );
  }
  const issues: (TierIssue & { readonly row: number })[] = [];
  const tiers: TierBreak[] = [];
  let fromBefore: number | undefined;
  let priceBefore = tool.price;
  for (const [row, entry] of (raw as unknown[]).entries()) {
    if (
      !isRecord(entry) ||
      Object.keys(entry).some((key) => key !== 'fromQty' && key !== 'price')
    ) {
      issues.push({
        row,
        message: 'A price tier has a From quantity and a Unit price, nothing else',
      });
      continue;
    }
    const fromQty = checkFromQty(entry['fromQty'], tool.minQty, fromBefore);
    const price = checkPrice(entry['price'], priceBefore);
    if (typeof fromQty === 'string') issues.push({ row, field: 'fromQty', message: fromQty });
    if (typeof price === 'string') issues.push({ row, field: 'price', message: price });
    if (typeof fromQty === 'number') fromBefore = fromQty;
    if (typeof price === 'number') priceBefore = price;
    // Stryker disable next-line ConditionalExpression,LogicalOperator: the breaks are answered only when no row has an issue
    if (typeof fromQty === 'number' && typeof price === 'number') tiers.push({ fromQty, price });
  }
  const first = issues[0];
  if (first === undefined) return { ok: true, tiers };
  return { ok: false, message: `Price tier ${first.row + 1}: ${first.message}`, issues };
}

/** A tool (or the admin's new one) with its breaks checked and in numbers. */
export type WithTiers<T> = Omit<T, 'tiers'> & { readonly tiers: TierBreak[] };

export type ToolTiersCheck<T> =
  | { readonly ok: true; readonly tool: WithTiers<T> }
  | { readonly ok: false; readonly message: string };

/** The admin's new tool's optional `tiers`, checked against its minimum quantity and price. */
export function checkToolTiers<T extends { minQty: number; price: number; tiers?: unknown }>(
  tool: T,
): ToolTiersCheck<T> {
  const checked = checkTiers(tool, tool.tiers);
  if (!checked.ok) return { ok: false, message: checked.message };
  return { ok: true, tool: { ...tool, tiers: checked.tiers } };
}
