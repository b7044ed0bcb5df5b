// A line whose price was agreed beforehand (an accepted quote): the tool's price today does
// not change it, but its quantity must still pass the one quantity rule (quantity.ts: the
// minimum, whole packs, the maximum per order, and the stock unless the tool is backordered)
// when the order is placed.
import type { OrderLine } from './order-line';
import { checkQuantity, type QuantityLimits } from './quantity';

export function agreedLineStillHolds(tool: QuantityLimits, line: Pick<OrderLine, 'qty'>): boolean {
  return checkQuantity(tool, line.qty).ok;
}
