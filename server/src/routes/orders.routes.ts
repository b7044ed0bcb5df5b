// Orders: placing (with stock reservation), reading, paying, shipping, deleting. Each
// handler reads the request, runs the use case of src/application and answers.
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Order } from '../../../src/domain/order';
import { orderForViewer } from '../../../src/application/orders/order-for-viewer';
import { payOrder } from '../../../src/application/orders/pay-order';
import { checkOutCart } from '../../../src/application/cart/check-out-cart';
import { placeOrder } from '../../../src/application/orders/place-order';
import { removeOrder } from '../../../src/application/orders/remove-order';
import { shipOrder } from '../../../src/application/orders/ship-order';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { authenticate, requireAdmin, requireSelfOrAdmin } from '../http/authenticate';
import { orderPageQuery } from '../http/list-query';
import { rateLimit } from '../http/rate-limits';
import { valueOf } from '../http/refuse';
import { emailQuery, readJsonBody } from '../http/request-input';
import { presentOrder } from './asset-urls';
import type { ToolCatalogCache } from './tool-catalog.cache';

export function orderRoutes(deps: AppDeps, catalog: ToolCatalogCache) {
  const signedIn = authenticate(deps);
  const ordersPerUser = rateLimit(deps.rateLimiter, 'ordersPerUser', (c) => c.get('viewer').email);
  const present = (order: Order) => presentOrder(deps.publicUrl, order);
  /** The use cases' dependencies, with this request's clock reading. */
  const now = () => ({ ...deps, now: deps.clock.now() });
  const viewer = (c: Context<AppEnv>) => c.get('viewer');

  return (
    new Hono<AppEnv>()
      .post('/order', signedIn, ordersPerUser, async (c) => {
        const order = valueOf(await placeOrder(now(), viewer(c), await readJsonBody(c)));
        catalog.invalidate();
        return c.json({ insertedId: order._id }, 201);
      })
      // The cart as one order of several lines; answers the order, lines and all, and the
      // ordered tools leave the customer's server cart.
      .post('/checkout', signedIn, ordersPerUser, async (c) => {
        const order = valueOf(await checkOutCart(now(), viewer(c), await readJsonBody(c)));
        catalog.invalidate();
        return c.json(present(order), 201);
      })
      .get('/order', signedIn, async (c) => {
        const email = emailQuery(c);
        requireSelfOrAdmin(viewer(c), email, 'orders');
        return c.json((await deps.orders.listByEmail(email)).map(present));
      })
      .get('/orders', signedIn, requireAdmin, async (c) => {
        const query = orderPageQuery(c);
        if (!query) return c.json((await deps.orders.listAll()).map(present));
        const page = await deps.orders.findPage(query);
        return c.json({ ...page, items: page.items.map(present) });
      })
      .get('/order/:id', signedIn, async (c) =>
        c.json(present(valueOf(await orderForViewer(deps.orders, viewer(c), c.req.param('id'))))),
      )
      .patch('/order/:id', signedIn, async (c) =>
        c.json(valueOf(await payOrder(now(), viewer(c), c.req.param('id'), await readJsonBody(c)))),
      )
      .put('/order/:id', signedIn, async (c) =>
        c.json(valueOf(await shipOrder(deps, viewer(c), c.req.param('id')))),
      )
      .delete('/order/:id', signedIn, async (c) => {
        const removed = valueOf(await removeOrder(now(), viewer(c), c.req.param('id')));
        catalog.invalidate();
        return c.json(removed);
      })
  );
}
