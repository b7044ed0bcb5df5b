// Prices are whole dollars (the spec treats them as integers); totals stay integers.

/**
 * The largest total one order may carry: card gateways charge at most $999,999.99 in USD,
 * and totals are stored as 32-bit integers.
 */
export const MAX_ORDER_TOTAL = 999_999;

export const ORDER_TOO_LARGE = 'An order can total at most $999,999. Please order fewer.';

export type TotalCheck =
  { readonly ok: true; readonly total: number } | { readonly ok: false; readonly message: string };

/**
 * Total of an order: unit price × quantity, refused above MAX_ORDER_TOTAL. Compared before
 * multiplying exactly, so no price or quantity, however large, can throw.
 */
export function checkOrderTotal(unitPrice: number, quantity: number): TotalCheck {
  if (!Number.isSafeInteger(unitPrice) || !Number.isSafeInteger(quantity)) {
    return { ok: false, message: 'Prices and quantities are whole numbers' };
  }
  if (unitPrice * quantity > MAX_ORDER_TOTAL) return { ok: false, message: ORDER_TOO_LARGE };
  return { ok: true, total: unitPrice * quantity };
}

/** Total of an order: unit price × quantity (for display; placing an order uses checkOrderTotal). */
export function orderTotal(unitPrice: number, quantity: number): number {
  const total = unitPrice * quantity;
  if (!Number.isSafeInteger(unitPrice) || !Number.isSafeInteger(quantity)) {
    throw new RangeError('Prices and quantities are whole numbers');
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('The total is too large');
  return total;
}

/** Card gateways charge in cents. */
export const toCents = (dollars: number): number => dollars * 100;

const dollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** An amount as people read it in the payment and product tables: "$1,250". */
export const formatAmount = (amount: number): string => `$${dollars.format(amount)}`;
