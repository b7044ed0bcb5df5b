// `PUT /quotes/{id}/price`: the admin's unit price for each line, in the quote's line order,
// and the day the price holds until. Every line is priced above zero, the total stays within
// the largest one an order may carry, and the expiry lies in the future.
import * as v from 'valibot';
import { strictObjectMessage } from './fields';
import { checkLinesTotal } from './order-line';
import { checkOrderTotal } from './money';
import type { QuoteLine } from './quote';
import { parseWholeNumber } from './whole-number';

export const PRICE_TOO_LOW = 'Each line needs a price of at least $1';
export const PRICE_NOT_WHOLE = 'Prices are whole dollars';
export const PRICE_EVERY_LINE = 'Give every line of the quote a price';
export const NOTHING_TO_PRICE = 'A quote without tools cannot be priced: decline it instead';
export const EXPIRY_INVALID = 'Give the date the price holds until, as YYYY-MM-DD';
export const EXPIRY_IN_PAST = 'The expiry date must be in the future';

const UnitPriceSchema = v.pipe(
  v.number(PRICE_NOT_WHOLE),
  v.integer(PRICE_NOT_WHOLE),
  v.minValue(1, PRICE_TOO_LOW),
);

export const QuotePricingSchema = v.strictObject(
  {
    unitPrices: v.array(UnitPriceSchema, 'unitPrices must be a list of prices, one per line'),
    /** A day (YYYY-MM-DD: the price holds to its end, UTC) or a moment (ISO 8601). */
    expiresAt: v.pipe(
      v.string(EXPIRY_INVALID),
      v.trim(),
      v.check((text) => expiryMoment(text) !== undefined, EXPIRY_INVALID),
    ),
  },
  strictObjectMessage,
);
export type QuotePricing = v.InferInput<typeof QuotePricingSchema>;

/**
 * The unit prices as typed into the admin's form, by the one whole-number rule (digits
 * only: "0x10" is no price of $16), or the sentence that says which rule a price breaks.
 */
export function unitPricesOf(
  typed: readonly string[],
):
  | { readonly ok: true; readonly unitPrices: number[] }
  | { readonly ok: false; readonly message: string } {
  const unitPrices: number[] = [];
  for (const text of typed) {
    if (text.trim() === '') return { ok: false, message: PRICE_EVERY_LINE };
    const price = parseWholeNumber(text);
    if (price === undefined) return { ok: false, message: PRICE_NOT_WHOLE };
    unitPrices.push(price);
  }
  return { ok: true, unitPrices };
}

/** The moment an expiry as typed ends, or undefined when it is no date. */
export function expiryMoment(text: string): Date | undefined {
  // Stryker disable next-line Regex: text before the day fails the round trip below all the same
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text);
  if (!day && !/^\d{4}-\d{2}-\d{2}T/.test(text)) return undefined;
  const moment = new Date(day ? `${text}T23:59:59.999Z` : text);
  if (Number.isNaN(moment.getTime())) return undefined;
  // "2026-02-30" would roll over to March: a day that does not exist is no date.
  if (day && moment.toISOString().slice(0, 10) !== text) return undefined;
  return moment;
}

export type PricedLines =
  | { readonly ok: true; readonly lines: QuoteLine[]; readonly expiresAt: Date }
  | { readonly ok: false; readonly message: string };

/** The quote's lines at the admin's prices, or the sentence that says what is wrong. */
export function priceQuoteLines(
  lines: readonly QuoteLine[],
  pricing: { readonly unitPrices: readonly number[]; readonly expiresAt: string },
  now: Date,
): PricedLines {
  if (lines.length === 0) return { ok: false, message: NOTHING_TO_PRICE };
  if (pricing.unitPrices.length !== lines.length) return { ok: false, message: PRICE_EVERY_LINE };
  const expiresAt = expiryMoment(pricing.expiresAt);
  if (!expiresAt) return { ok: false, message: EXPIRY_INVALID };
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, message: EXPIRY_IN_PAST };
  const priced: QuoteLine[] = [];
  for (const [index, line] of lines.entries()) {
    const unitPrice = pricing.unitPrices[index] ?? 0;
    if (unitPrice < 1) return { ok: false, message: PRICE_TOO_LOW };
    const total = checkOrderTotal(unitPrice, line.qty);
    if (!total.ok) return total;
    priced.push({ ...line, unitPrice, total: total.total });
  }
  const sum = checkLinesTotal(priced.map((line) => ({ total: line.total ?? 0 })));
  return sum.ok ? { ok: true, lines: priced, expiresAt } : sum;
}
