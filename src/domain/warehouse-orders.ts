// What the warehouse reads of the orders (issue 27): "sees paid orders, ships, records
// shipments; no prices". An order it cannot ship yet is not its to see, and the amounts of
// one it can are withheld by the API, not merely left off the page.
import type { Order } from './order';

/** Paid by card, or confirmed on account: an order the warehouse may ship. */
export const warehouseSees = (order: Pick<Order, 'paid' | 'account'>): boolean =>
  order.paid || order.account !== undefined;

/**
 * The orders a warehouse member's list of every order holds: those it may ship, and the
 * reader's own. The stores select them, so that a page's total and its pages count only these.
 */
export interface WarehouseReach {
  /** The warehouse member's e-mail: their own orders are theirs to read whatever they are. */
  readonly reader: string;
}

/** Whether the order is in the list as `reach` (none: every order) holds it. */
export const withinReach = (
  order: Pick<Order, 'paid' | 'account' | 'email'>,
  reach: WarehouseReach | undefined,
): boolean => reach === undefined || order.email === reach.reader || warehouseSees(order);

/** The order with every amount (its total, each line's unit price and total) withheld. */
export const withoutPrices = (order: Order): Order => ({
  ...order,
  toolPrice: 0,
  lines: order.lines.map(({ priceReason: _reason, ...line }) => ({
    ...line,
    unitPrice: 0,
    total: 0,
  })),
  pricesWithheld: true,
});
