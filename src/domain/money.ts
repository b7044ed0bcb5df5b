// Prices are whole dollars (the spec treats them as integers); totals stay integers.

/** Total of an order: unit price × quantity. */
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
