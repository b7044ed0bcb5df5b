// A line whose price was agreed beforehand (an accepted quote): the tool's price today does
// not change it, but the stock must still hold its quantity when the order is placed.
import type { OrderLine } from './order-line';

export function agreedLineStillHolds(
  tool: { readonly availableQty: number },
  line: Pick<OrderLine, 'qty'>,
): boolean {
  return Number.isSafeInteger(line.qty) && line.qty >= 1 && line.qty <= tool.availableQty;
}
