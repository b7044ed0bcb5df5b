// How a customer's own orders are listed (issue 23): newest first, like every admin list,
// and an order of several tools says how many tools and how many units, never one sum of
// units that adds up different tools.
import type { Order } from './order';

/** Newest first; orders placed at one instant keep the store's order. */
export const newestFirst = (orders: readonly Order[]): Order[] =>
  [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

const units = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'unit' : 'units'}`;

/** "20 units" for one tool; "3 tools, 107 units" for several. */
export function orderQuantityText(order: Pick<Order, 'lines' | 'toolQty'>): string {
  const tools = order.lines.length;
  return tools > 1 ? `${tools} tools, ${units(order.toolQty)}` : units(order.toolQty);
}
