// Orders: placing (with stock reservation), reading, paying, shipping, deleting.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { checkOrderTotal } from '../../../src/domain/money';
import { PayOrderInputSchema, PlaceOrderInputSchema, type Order } from '../../../src/domain/order';
import { transitionOrder } from '../../../src/domain/order-status';
import { checkQuantity } from '../../../src/domain/quantity';
import { recordPayment } from '../application/record-payment';
import { removeUnpaidOrder } from '../application/remove-unpaid-order';
import type { AppDeps } from '../app-deps';
import type { AppEnv, Viewer } from '../http/app-env';
import { authenticate, requireAdmin, requireSelfOrAdmin } from '../http/authenticate';
import { fail } from '../http/problem';
import { rateLimit } from '../http/rate-limits';
import { emailQuery, idParam, readBody } from '../http/request-input';
import { presentOrder } from './asset-urls';
import type { ToolCatalogCache } from './tool-catalog.cache';

const noSuchOrder = 'There is no order with that id.';
/** How many unpaid orders one customer may hold at once. */
export const MAX_UNPAID_ORDERS = 5;
export const TOO_MANY_UNPAID = `You already have ${MAX_UNPAID_ORDERS} unpaid orders. Please pay or delete one of them before placing another.`;

export function orderRoutes(deps: AppDeps, catalog: ToolCatalogCache) {
  const signedIn = authenticate(deps);
  const ordersPerUser = rateLimit(deps.rateLimiter, 'ordersPerUser', (c) => c.get('viewer').email);
  const present = (order: Order) => presentOrder(deps.publicUrl, order);

  async function orderFor(c: Context<AppEnv>): Promise<Order> {
    const order = await deps.orders.findById(idParam(c));
    if (!order) return fail(404, noSuchOrder);
    requireSelfOrAdmin(c.get('viewer'), order.email, 'orders');
    return order;
  }

  return new Hono<AppEnv>()
    .post('/order', signedIn, ordersPerUser, async (c) => {
      const input = await readBody(c, PlaceOrderInputSchema);
      const tool = await deps.tools.findById(input.toolId);
      if (!tool) return fail(404, 'This tool is no longer available.');
      const quantity = checkQuantity(tool, input.toolQty);
      if (!quantity.ok) return fail(400, quantity.message);
      const priced = checkOrderTotal(tool.price, quantity.qty);
      if (!priced.ok) return fail(400, priced.message);
      const now = deps.clock.now();
      const result = await deps.orders.place(
        {
          toolId: tool._id,
          toolQty: quantity.qty,
          unitPrice: tool.price,
          toolPrice: priced.total,
          name: input.name,
          // The order belongs to whoever is signed in, whatever the body says.
          email: c.get('viewer').email,
          address: input.address,
          phone: input.phone,
          expiresAt: new Date(now.getTime() + deps.unpaidOrderTtlMinutes * 60_000),
        },
        { maxUnpaid: MAX_UNPAID_ORDERS, now },
      );
      if (!result.placed) {
        if (result.reason === 'unpaid-limit') return fail(409, TOO_MANY_UNPAID);
        return refusePlacement(deps, input.toolId, quantity.qty, tool.price);
      }
      catalog.invalidate();
      return c.json({ insertedId: result.order._id }, 201);
    })
    .get('/order', signedIn, async (c) => {
      const email = emailQuery(c);
      requireSelfOrAdmin(c.get('viewer'), email, 'orders');
      return c.json((await deps.orders.listByEmail(email)).map(present));
    })
    .get('/orders', signedIn, requireAdmin, async (c) =>
      c.json((await deps.orders.listAll()).map(present)),
    )
    .get('/order/:id', signedIn, async (c) => c.json(present(await orderFor(c))))
    .patch('/order/:id', signedIn, async (c) => {
      const order = await orderFor(c);
      const { transactionId } = await readBody(c, PayOrderInputSchema);
      // Repeating the call that already paid this order changes nothing and is fine (the
      // server itself may have recorded it first, from the gateway).
      if (order.paid && order.transactionId === transactionId) return c.json({ modifiedCount: 0 });
      const transition = transitionOrder(order, { type: 'pay', transactionId });
      if (!transition.ok) return fail(409, transition.message);
      // The gateway, not the browser, says whether this order was paid, and for how much.
      const payment = await deps.payments.findPayment(transactionId);
      if (!payment) return fail(409, 'No payment with that transaction id was found.');
      if (payment.orderId !== order._id)
        return fail(409, 'That payment was made for another order.');
      const outcome = await recordPayment(deps.orders, payment, {
        now: deps.clock.now(),
        refuseLapsed: false,
      });
      if (outcome.kind === 'refused') return fail(409, outcome.message);
      return c.json({ modifiedCount: outcome.kind === 'recorded' ? 1 : 0 });
    })
    .put('/order/:id', signedIn, requireAdmin, async (c) => {
      const order = await orderFor(c);
      const transition = transitionOrder(order, { type: 'ship' });
      if (!transition.ok) return fail(409, transition.message);
      const modifiedCount = await deps.orders.markShipped(order._id);
      if (modifiedCount === 0) return fail(409, 'This order changed meanwhile. Reload it.');
      return c.json({ modifiedCount });
    })
    .delete('/order/:id', signedIn, async (c) => {
      const order = await orderFor(c);
      const transition = transitionOrder(order, { type: removalBy(c.get('viewer'), order) });
      if (!transition.ok) return fail(409, transition.message);
      const removal = await removeUnpaidOrder({ ...deps, now: deps.clock.now() }, order);
      if (removal.kind === 'paid') {
        return fail(409, 'This order has been paid meanwhile, so it cannot be removed.');
      }
      if (removal.kind === 'changed') return fail(409, 'This order changed meanwhile. Reload it.');
      catalog.invalidate();
      return c.json({ deletedCount: 1 });
    });
}

/** A customer deletes their own order; an admin removing someone else's cancels it. */
const removalBy = (viewer: Viewer, order: Order): 'delete' | 'cancel' =>
  viewer.email === order.email ? 'delete' : 'cancel';

/** The atomic reservation found no room: say why, from the tool as it is now. */
async function refusePlacement(
  deps: AppDeps,
  toolId: string,
  qty: number,
  priceSeen: number,
): Promise<never> {
  const tool = await deps.tools.findById(toolId);
  if (!tool) return fail(404, 'This tool is no longer available.');
  const quantity = checkQuantity(tool, qty);
  if (!quantity.ok) return fail(409, quantity.message);
  if (tool.price !== priceSeen) {
    return fail(409, 'The price of this tool has just changed. Please review your order.');
  }
  return fail(409, 'This tool changed while you ordered. Please try again.');
}
