// What one customer may hold unpaid at once. An unpaid order takes its stock off sale until
// it is paid or lapses, so without a cap one free account could hold the whole catalogue,
// again and again. The cap counts orders, their value and their units; the stores check it
// under the customer's lock, in the transaction that reserves the stock.
import { fromCents, toCents } from './money';

export interface UnpaidLimits {
  /** How many unpaid orders at once. */
  readonly maxUnpaid: number;
  /** What they may come to together, in dollars. */
  readonly maxUnpaidValue: number;
  /** How many units they may hold together. */
  readonly maxUnpaidUnits: number;
}

/**
 * The API's defaults (its MAX_UNPAID_VALUE and MAX_UNPAID_UNITS): room for a trade order at
 * the deepest price tier (1,000 rollers, $9,600), a quarter of the demo catalogue's value.
 */
export const DEFAULT_UNPAID_LIMITS: UnpaidLimits = {
  maxUnpaid: 5,
  maxUnpaidValue: 10_000,
  maxUnpaidUnits: 2_000,
};

/** What unpaid orders hold: how many, their value in dollars, their units. */
export interface UnpaidHolding {
  readonly orders: number;
  readonly value: number;
  readonly units: number;
}

export const NOTHING_HELD: UnpaidHolding = { orders: 0, value: 0, units: 0 };

/** Which limit an order would pass: the total it would bring the customer to, and the limit. */
export type UnpaidLimitExceeded =
  | { readonly kind: 'orders'; readonly limit: number }
  | {
      readonly kind: 'value' | 'units';
      readonly limit: number;
      /** What the customer holds already. */
      readonly held: number;
      /** What they would hold with this order. */
      readonly total: number;
    };

/** What one order holds, from its lines. */
export function holdingOf(lines: readonly { qty: number; total: number }[]): UnpaidHolding {
  return {
    orders: 1,
    value: fromCents(lines.reduce((sum, line) => sum + toCents(line.total), 0)),
    units: lines.reduce((sum, line) => sum + line.qty, 0),
  };
}

/** Two holdings together, the value added in whole cents. */
export const addHoldings = (a: UnpaidHolding, b: UnpaidHolding): UnpaidHolding => ({
  orders: a.orders + b.orders,
  value: fromCents(toCents(a.value) + toCents(b.value)),
  units: a.units + b.units,
});

/** Whether `order` may join what the customer holds unpaid: undefined, or the limit passed. */
export function checkUnpaidLimits(
  held: UnpaidHolding,
  order: UnpaidHolding,
  limits: UnpaidLimits,
): UnpaidLimitExceeded | undefined {
  if (held.orders >= limits.maxUnpaid) return { kind: 'orders', limit: limits.maxUnpaid };
  const total = addHoldings(held, order);
  if (toCents(total.value) > toCents(limits.maxUnpaidValue)) {
    return { kind: 'value', limit: limits.maxUnpaidValue, held: held.value, total: total.value };
  }
  if (total.units > limits.maxUnpaidUnits) {
    return { kind: 'units', limit: limits.maxUnpaidUnits, held: held.units, total: total.units };
  }
  return undefined;
}
