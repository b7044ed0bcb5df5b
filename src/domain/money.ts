// A tool's base price is whole dollars (the spec treats it as an integer); quantity price
// tiers (price-tiers.ts) may have cents, so amounts are reckoned in whole cents where they
// are multiplied or added. Every amount a person reads, in the pages, the e-mails and the
// invoice, is written by formatAmount: "$18.00", "$1,117.50".

/**
 * The largest total one order may carry: card gateways charge at most $999,999.99 in USD,
 * and totals are stored as 32-bit integers.
 */
export const MAX_ORDER_TOTAL = 999_999;

export const ORDER_TOO_LARGE = 'An order can total at most $999,999.00. Please order fewer.';

/**
 * Card gateways charge in cents. Rounded, because an amount with cents is not exact in
 * binary (1090.8 × 100 is 109079.99999999999).
 */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Whole cents back to dollars, the unit the API speaks. */
export const fromCents = (cents: number): number => cents / 100;

/**
 * `dollars` in cents when it is a whole number of cents (10.8, 10.80), else undefined:
 * rounding 9.999999999 to $10.00 or 1e-9 to $0.00 would store a price nobody typed.
 */
export function exactCents(dollars: number): number | undefined {
  const cents = toCents(dollars);
  return Number.isSafeInteger(cents) && fromCents(cents) === dollars ? cents : undefined;
}

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const NOTHING = DOLLARS.format(0);

/**
 * An amount as people read it, the one way the store writes money: a dollar sign,
 * thousands separators and always two decimals ("$18.00", "$1,117.50", "-$5.00"). An amount
 * that rounds to nothing reads "$0.00", never "-$0.00".
 */
export function formatAmount(amount: number): string {
  const text = DOLLARS.format(Math.abs(amount));
  return amount < 0 && text !== NOTHING ? `-${text}` : text;
}
