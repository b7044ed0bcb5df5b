// Orders: placing (with stock reservation), reading, paying, shipping, deleting.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { checkOrderTotal } from '../../../src/domain/money';
import { PayOrderInputSchema, PlaceOrderInputSchema, type Order } from '../../../src/domain/order';
import { transitionOrder } from '../../../src/domain/order-status';
import { checkQuantity } from '../../../src/domain/quantity';
import type { AppDeps } from '../app-deps';
import type { AppEnv, Viewer } from '../http/app-env';
import { authenticate, requireAdmin, requireSelfOrAdmin } from '../http/authenticate';
import { fail } from '../http/problem';
import { chargesOrderTotal, settleIfAlreadyCharged } from './settle-charged-order';
import { emailQuery, idParam, readBody } from '../http/request-input';
import { presentOrder } from './asset-urls';
import type { ToolCatalogCache } from './tool-catalog.cache';

const noSuchOrder = 'There is no order with that id.';

export function orderRoutes(deps: AppDeps, catalog: ToolCatalogCache) {
  const signedIn = authenticate(deps);
  const present = (order: Order) => presentOrder(deps.publicUrl, order);

  async function orderFor(c: Context<AppEnv>): Promise<Order> {
    const order = await deps.orders.findById(idParam(c));
    if (!order) return fail(404, noSuchOrder);
    requireSelfOrAdmin(c.get('viewer'), order.email, 'orders');
    return order;
  }

  return new Hono<AppEnv>()
    .post('/order', signedIn, async (c) => {
      const input = await readBody(c, PlaceOrderInputSchema);
      const tool = await deps.tools.findById(input.toolId);
      if (!tool) return fail(404, 'This tool is no longer available.');
      const quantity = checkQuantity(tool, input.toolQty);
      if (!quantity.ok) return fail(400, quantity.message);
      const priced = checkOrderTotal(tool.price, quantity.qty);
      if (!priced.ok) return fail(400, priced.message);
      const total = priced.total;
      const order = await deps.orders.place({
        toolId: tool._id,
        toolQty: quantity.qty,
        unitPrice: tool.price,
        toolPrice: total,
        name: input.name,
        // The order belongs to whoever is signed in, whatever the body says.
        email: c.get('viewer').email,
        address: input.address,
        phone: input.phone,
      });
      if (!order) return refusePlacement(deps, input.toolId, quantity.qty, tool.price);
      catalog.invalidate();
      return c.json({ insertedId: order._id }, 201);
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
      // Repeating the call that already paid this order changes nothing and is fine.
      if (order.paid && order.transactionId === transactionId) return c.json({ modifiedCount: 0 });
      const transition = transitionOrder(order, { type: 'pay', transactionId });
      if (!transition.ok) return fail(409, transition.message);
      await requireSettledPayment(deps, order, transactionId);
      const modifiedCount = await deps.orders.markPaid(order._id, transactionId);
      if (modifiedCount === 0) {
        const now = await deps.orders.findById(order._id);
        if (now?.transactionId === transactionId) return c.json({ modifiedCount: 0 });
        return fail(409, 'This order changed meanwhile. Reload it and try again.');
      }
      return c.json({ modifiedCount });
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
      if (await settleIfAlreadyCharged(deps, order)) {
        return fail(409, 'This order has been paid meanwhile, so it cannot be removed.');
      }
      const deletedCount = await deps.orders.removeUnpaid(order._id);
      if (deletedCount === 0) return fail(409, 'This order changed meanwhile. Reload it.');
      catalog.invalidate();
      return c.json({ deletedCount });
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

/** The gateway, not the browser, says whether this order was paid, and for how much. */
async function requireSettledPayment(deps: AppDeps, order: Order, transactionId: string) {
  const payment = await deps.payments.findPayment(transactionId);
  if (!payment) return fail(409, 'No payment with that transaction id was found.');
  if (payment.orderId !== order._id) return fail(409, 'That payment was made for another order.');
  if (!payment.succeeded) return fail(409, 'That payment has not gone through.');
  if (!chargesOrderTotal(payment, order)) {
    return fail(409, "That payment does not match this order's total.");
  }
}
