// Placing an order: the price from the tool, the quantity checked by the domain, the stock
// reserved atomically, at most a few unpaid orders per customer, and a deadline to pay by.
import { checkOrderTotal } from '../../domain/money';
import { PlaceOrderInputSchema, type Order } from '../../domain/order';
import { unpaidOrderExpiry } from '../../domain/order-deadline';
import { parseInput } from '../../domain/parse';
import { checkQuantity } from '../../domain/quantity';
import { fail, ok, type Result } from '../../domain/result';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { OrderDeps } from './order-deps';

/** How many unpaid orders one customer may hold at once. */
export const MAX_UNPAID_ORDERS = 5;

export async function placeOrder(
  deps: Pick<OrderDeps, 'orders' | 'tools' | 'now'> & { unpaidOrderTtlMinutes: number },
  viewer: Viewer,
  input: unknown,
): Promise<Result<Order, Refusal>> {
  const body = parseInput(PlaceOrderInputSchema, input);
  if (!body.ok) return fail({ code: 'invalid', message: body.message });
  const tool = await deps.tools.findById(body.value.toolId);
  if (!tool) return fail({ code: 'tool-unavailable' });
  const quantity = checkQuantity(tool, body.value.toolQty);
  if (!quantity.ok) return fail({ code: 'invalid', message: quantity.message });
  const priced = checkOrderTotal(tool.price, quantity.qty);
  if (!priced.ok) return fail({ code: 'invalid', message: priced.message });
  const placed = await deps.orders.place(
    {
      toolId: tool._id,
      toolQty: quantity.qty,
      unitPrice: tool.price,
      // The price comes from the tool; whatever the browser sent is ignored.
      toolPrice: priced.total,
      name: body.value.name,
      // The order belongs to whoever is signed in, whatever the body says.
      email: viewer.email,
      address: body.value.address,
      phone: body.value.phone,
      expiresAt: new Date(unpaidOrderExpiry(deps.now, deps.unpaidOrderTtlMinutes)),
    },
    { maxUnpaid: MAX_UNPAID_ORDERS, now: deps.now },
  );
  if (placed.placed) return ok(placed.order);
  if (placed.reason === 'unpaid-limit') {
    return fail({ code: 'unpaid-order-limit', limit: MAX_UNPAID_ORDERS });
  }
  return fail(await whyNotPlaced(deps, tool._id, quantity.qty, tool.price));
}

/** The atomic reservation found no room: say why, from the tool as it is now. */
async function whyNotPlaced(
  deps: Pick<OrderDeps, 'tools'>,
  toolId: string,
  qty: number,
  priceSeen: number,
): Promise<Refusal> {
  const tool = await deps.tools.findById(toolId);
  if (!tool) return { code: 'tool-unavailable' };
  const quantity = checkQuantity(tool, qty);
  if (!quantity.ok) return { code: 'quantity-no-longer-fits', message: quantity.message };
  if (tool.price !== priceSeen) return { code: 'price-changed' };
  return { code: 'tool-changed' };
}
