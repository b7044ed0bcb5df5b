// `PUT /quotes/{id}/price`: the admin's unit price for each line, in the quote's line order,
// and the day the price holds until. Each price follows the one unit-price rule (more than
// $0, whole cents, strict digits: unit-price.ts), each line and the quote total at most the
// largest one an order may carry, and the expiry lies in the future. Money is reckoned in
// whole cents, so 3 × $10.10 is exactly $30.30. The pricing dialog runs the same check on
// what is typed, so it shows every line's sentence at once, and the server runs it again.
import * as v from 'valibot';
import { strictObjectMessage } from './fields';
import { fromCents, MAX_ORDER_TOTAL, ORDER_TOO_LARGE, toCents } from './money';
import type { QuoteLine } from './quote';
import { checkUnitPrice } from './unit-price';

export const PRICE_EVERY_LINE = 'Give every line of the quote a price';
export const NOTHING_TO_PRICE = 'A quote without tools cannot be priced: decline it instead';
export const EXPIRY_INVALID = 'Give the date the price holds until, as YYYY-MM-DD';
export const EXPIRY_IN_PAST = 'The expiry date must be in the future';

/** The body's shape; what each price and the expiry say is checked by priceQuoteLines. */
export const QuotePricingSchema = v.strictObject(
  {
    unitPrices: v.array(v.unknown(), 'unitPrices must be a list of prices, one per line'),
    /** A day (YYYY-MM-DD: the price holds to its end, UTC) or a moment (ISO 8601). */
    expiresAt: v.string(EXPIRY_INVALID),
  },
  strictObjectMessage,
);

/** What the admin sends: a unit price in dollars (whole cents) per line, and the expiry. */
export interface QuotePricing {
  readonly unitPrices: readonly number[];
  readonly expiresAt: string;
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

export type QuoteLinePriceCheck =
  | { readonly ok: true; readonly cents: number; readonly totalCents: number }
  | { readonly ok: false; readonly message: string };

/** One line's unit price as sent or typed, and its total, in cents; or its sentence. */
export function checkQuoteLinePrice(
  line: Pick<QuoteLine, 'qty'>,
  raw: unknown,
): QuoteLinePriceCheck {
  const price = checkUnitPrice(raw);
  if (!price.ok) return price;
  // Compared before multiplying exactly, so no quantity, however large, can lose a cent.
  if (price.cents * line.qty > toCents(MAX_ORDER_TOTAL)) {
    return { ok: false, message: ORDER_TOO_LARGE };
  }
  return { ok: true, cents: price.cents, totalCents: price.cents * line.qty };
}

/** The quote's running total while prices are typed: the lines priced so far, in cents. */
export interface QuoteDraft {
  readonly lines: readonly QuoteLinePriceCheck[];
  readonly totalCents: number;
  /** Every line has a price the rule takes. */
  readonly complete: boolean;
}

export function draftQuote(lines: readonly QuoteLine[], typed: readonly unknown[]): QuoteDraft {
  const checked = lines.map((line, index) => checkQuoteLinePrice(line, typed[index]));
  return {
    lines: checked,
    totalCents: checked.reduce((sum, line) => sum + (line.ok ? line.totalCents : 0), 0),
    complete: checked.every((line) => line.ok),
  };
}

/**
 * Where a sentence belongs: a line's unit price (its index), the expiry, or the quote as a
 * whole (its total, its lines).
 */
export interface PricingIssue {
  readonly field: number | 'expiresAt' | 'quote';
  readonly message: string;
}

export type PricedLines =
  | {
      readonly ok: true;
      readonly lines: QuoteLine[];
      readonly total: number;
      readonly expiresAt: Date;
    }
  | { readonly ok: false; readonly message: string; readonly issues: readonly PricingIssue[] };

const sentenceOf = (issue: PricingIssue, lines: readonly QuoteLine[]): string =>
  typeof issue.field === 'number'
    ? `Line ${issue.field + 1} (${lines[issue.field]?.toolName ?? ''}): ${issue.message}`
    : issue.message;

/**
 * The quote's lines at the admin's prices with their total, or every sentence that says
 * what is wrong (each at its field) and the first as one sentence for the API's refusal.
 */
export function priceQuoteLines(
  lines: readonly QuoteLine[],
  pricing: { readonly unitPrices: readonly unknown[]; readonly expiresAt: string },
  now: Date,
): PricedLines {
  const issues: PricingIssue[] = [];
  if (lines.length === 0) issues.push({ field: 'quote', message: NOTHING_TO_PRICE });
  else if (pricing.unitPrices.length !== lines.length) {
    issues.push({ field: 'quote', message: PRICE_EVERY_LINE });
  }
  const draft = draftQuote(issues.length === 0 ? lines : [], pricing.unitPrices);
  draft.lines.forEach((line, field) => {
    if (!line.ok) issues.push({ field, message: line.message });
  });
  const expiresAt = expiryMoment(pricing.expiresAt.trim());
  if (!expiresAt) issues.push({ field: 'expiresAt', message: EXPIRY_INVALID });
  else if (expiresAt.getTime() <= now.getTime()) {
    issues.push({ field: 'expiresAt', message: EXPIRY_IN_PAST });
  }
  if (draft.complete && draft.totalCents > toCents(MAX_ORDER_TOTAL)) {
    issues.push({ field: 'quote', message: ORDER_TOO_LARGE });
  }
  const first = issues[0];
  // An expiry that is no date is among the issues: the second test only tells the compiler.
  // Stryker disable next-line ConditionalExpression,StringLiteral: unreachable, as said
  if (first !== undefined || !expiresAt) {
    return { ok: false, message: first ? sentenceOf(first, lines) : EXPIRY_INVALID, issues };
  }
  const priced = lines.map((line, index) => {
    const price = draft.lines[index];
    return price?.ok
      ? { ...line, unitPrice: fromCents(price.cents), total: fromCents(price.totalCents) }
      : line;
  });
  return { ok: true, lines: priced, total: fromCents(draft.totalCents), expiresAt };
}
