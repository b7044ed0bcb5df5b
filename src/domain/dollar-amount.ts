// A dollar amount as a person types it, or a query string carries it: digits, then
// optionally a point and one or two digits ("12", "12.5", "12.50"). Stricter than Number():
// "1e3", "0x10", "12.505", "$12" or "1,000" are not what anyone reads as that amount, and a
// third decimal would be a price nobody can be charged.
import { exactCents } from './money';

/** Digits, then at most two decimals, once trimmed. */
export const DOLLAR_AMOUNT_TEXT = /^\d+(\.\d{1,2})?$/;

/** Whether `amount` is a number of dollars in whole cents (12, 12.5, 12.05; not 12.005). */
export const isWholeCents = (amount: number): boolean =>
  amount >= 0 && exactCents(amount) !== undefined;

/** The amount typed (text) or sent (a number in whole cents), or undefined for anything else. */
export function parseDollarAmount(raw: unknown): number | undefined {
  if (typeof raw === 'number') return isWholeCents(raw) ? raw : undefined;
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  if (!DOLLAR_AMOUNT_TEXT.test(text)) return undefined;
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : undefined;
}
