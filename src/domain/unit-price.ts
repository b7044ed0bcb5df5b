// The one rule for a unit price an admin sets by hand (a tier's break, a quoted line),
// sent as a JSON number or typed as text: dollars in decimal digits, more than $0, in whole
// cents and at most the largest order total. Checked in the cents it is stored and charged
// in, so that no rounding can make it free or a price nobody typed.
import { exactCents, formatAmount, MAX_ORDER_TOTAL } from './money';

export const UNIT_PRICE_REQUIRED = 'Unit price is Required';
export const UNIT_PRICE_NOT_DOLLARS = 'Unit price must be a number of dollars, like 10.80';
export const UNIT_PRICE_NOT_CENTS =
  'Unit price must be in whole cents, at most two decimals, like 10.80';
export const UNIT_PRICE_NOT_ABOVE_ZERO = `Unit price must be more than ${formatAmount(0)}`;
export const UNIT_PRICE_TOO_LARGE = `Unit price can be at most ${formatAmount(MAX_ORDER_TOTAL)}, the largest order total`;

export type UnitPriceCheck =
  { readonly ok: true; readonly cents: number } | { readonly ok: false; readonly message: string };

/** Dollars sent (a number) or typed into a form (inputs hold text), before any rounding. */
function dollarsOf(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  // Digits only, as whole numbers are read: Number() would take "0x10", "1e3" or "+7".
  // Number() skips the spaces around the digits as trim() does.
  if (typeof raw === 'string' && /^\d+(\.\d+)?$/.test(raw.trim())) return Number(raw);
  return undefined;
}

/** The unit price in whole cents, or the sentence that says which rule it breaks. */
export function checkUnitPrice(raw: unknown): UnitPriceCheck {
  const refuse = (message: string): UnitPriceCheck => ({ ok: false, message });
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    return refuse(UNIT_PRICE_REQUIRED);
  }
  const dollars = dollarsOf(raw);
  if (dollars === undefined) return refuse(UNIT_PRICE_NOT_DOLLARS);
  if (dollars > MAX_ORDER_TOTAL) return refuse(UNIT_PRICE_TOO_LARGE);
  const cents = exactCents(dollars);
  if (cents === undefined) return refuse(UNIT_PRICE_NOT_CENTS);
  if (cents <= 0) return refuse(UNIT_PRICE_NOT_ABOVE_ZERO);
  return { ok: true, cents };
}
