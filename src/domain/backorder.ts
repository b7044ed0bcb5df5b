// Backorders with a date (issue 27 item 2): a tool an admin allows backorders on takes
// orders beyond its stock, the units past the stock waiting for the expected restock
// date; stock that arrives goes to the waiting orders first, oldest first. Pure: the
// stores apply these with the tool and the orders locked.
import { dayText, isCalendarDay } from './contract-price-days';

/** What a tool says of backorders: allowed while it has an expected restock date. */
export interface BackorderTerms {
  readonly availableQty: number;
  /** The expected restock date (YYYY-MM-DD); absent: no backorders, the spec's rule holds. */
  readonly backorderUntil?: string | undefined;
}

/** How a quantity of the tool is served: from stock as far as it goes, the rest backordered. */
export interface LineSplit {
  readonly fromStock: number;
  readonly backordered: number;
}

export function splitQuantity(tool: BackorderTerms, qty: number): LineSplit {
  const fromStock = Math.min(qty, Math.max(0, tool.availableQty));
  return { fromStock, backordered: qty - fromStock };
}

/** "4 backordered, expected 15 Jan 2027": what every page says before the customer pays. */
export const backorderNote = (backordered: number, restockDate: string): string =>
  `${backordered} backordered, expected ${dayText(restockDate)}`;

/** What a cart line says of its units past the stock, before checkout: none if none wait. */
export function cartLineBackorder(line: {
  readonly qty: number;
  readonly availableQty: number;
  readonly backorderUntil?: string | undefined;
  readonly problem?: string | undefined;
}): string | undefined {
  // A line with a problem says that instead: it cannot be checked out as it is.
  if (line.backorderUntil === undefined || line.problem !== undefined) return undefined;
  const { backordered } = splitQuantity(line, line.qty);
  return backordered === 0 ? undefined : backorderNote(backordered, line.backorderUntil);
}

/** An order line still waiting for units, in the order the orders came in. */
export interface WaitingLine {
  readonly orderId: string;
  readonly position: number;
  readonly backordered: number;
}

export interface Allocation extends WaitingLine {
  /** How many of its waiting units this arrival gives it. */
  readonly allocated: number;
}

/**
 * Stock that arrived, given to `waiting` lines first come, first served (the caller lists
 * them oldest first): each takes what it waits for while the stock lasts, a line the stock
 * cannot cover in full takes what is left. Answers the allocations and the stock left.
 */
export function allocateArrivals(
  stock: number,
  waiting: readonly WaitingLine[],
): { readonly allocations: readonly Allocation[]; readonly stockLeft: number } {
  let left = Math.max(0, stock);
  const allocations: Allocation[] = [];
  for (const line of waiting) {
    if (left === 0) break;
    const allocated = Math.min(left, line.backordered);
    if (allocated <= 0) continue;
    allocations.push({ ...line, allocated });
    left -= allocated;
  }
  return { allocations, stockLeft: left };
}

/** The orders whose every line is ready once `allocations` are made: they may ship in full. */
export function ordersNowReady(
  allocations: readonly Allocation[],
  stillWaiting: (orderId: string) => number,
): string[] {
  const ids = [...new Set(allocations.map((a) => a.orderId))];
  return ids.filter((id) => stillWaiting(id) === 0);
}

export const RESTOCK_DATE_FORM = 'Expected restock date must be a date such as 2027-01-15';
export const RESTOCK_DATE_NOT_FUTURE = 'Expected restock date must be later than today';

/**
 * An admin's expected restock date, checked against the store's day `today` (YYYY-MM-DD,
 * UTC): a calendar day after today. Null turns backorders off.
 */
export function checkRestockDate(
  date: string | null,
  today: string,
): { readonly ok: true } | { readonly ok: false; readonly message: string } {
  if (date === null) return { ok: true };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isCalendarDay(date))
    return { ok: false, message: RESTOCK_DATE_FORM };
  if (date <= today) return { ok: false, message: RESTOCK_DATE_NOT_FUTURE };
  return { ok: true };
}

/** A line as its stock is taken: what waits for the restock date said on it, if anything. */
export function reservedLine<L extends { readonly qty: number }>(
  tool: BackorderTerms,
  line: L,
): {
  readonly line: L & { backordered?: number; restockDate?: string };
  readonly fromStock: number;
} {
  const { fromStock, backordered } = splitQuantity(tool, line.qty);
  if (backordered === 0 || tool.backorderUntil === undefined) return { line, fromStock };
  return { line: { ...line, backordered, restockDate: tool.backorderUntil }, fromStock };
}

/** The units of a line that took stock: given back when its unpaid order goes. */
export const unitsFromStock = (line: { readonly qty: number; readonly backordered?: number }) =>
  line.qty - (line.backordered ?? 0);

/**
 * Refunded units of a line, taken first from those still waiting for stock (they were never
 * served, so nothing goes back for them); only the rest, which took stock, may go back on sale.
 */
export function refundedUnits(
  line: { readonly backordered?: number },
  qty: number,
): { readonly fromWaiting: number; readonly fromStock: number } {
  const fromWaiting = Math.min(qty, line.backordered ?? 0);
  return { fromWaiting, fromStock: qty - fromWaiting };
}
