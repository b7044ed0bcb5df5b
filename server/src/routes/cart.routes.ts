// The signed-in customer's cart, and reordering a past order into it. Each handler runs a
// use case of src/application/cart and answers the cart as it now is.
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Cart } from '../../../src/domain/cart';
import {
  addToCart,
  mergeCart,
  removeFromCart,
  setCartQty,
} from '../../../src/application/cart/change-cart';
import { reorder } from '../../../src/application/cart/reorder';
import { viewCart } from '../../../src/application/cart/view-cart';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { authenticate } from '../http/authenticate';
import { rateLimit } from '../http/rate-limits';
import { valueOf } from '../http/refuse';
import { readJsonBody } from '../http/request-input';
import { presentCart } from './asset-urls';

export function cartRoutes(deps: AppDeps) {
  const signedIn = authenticate(deps);
  // Cart writes share the order limit: both are a customer clicking, never a script.
  const writes = rateLimit(deps.rateLimiter, 'ordersPerUser', (c) => c.get('viewer').email);
  const viewer = (c: Context<AppEnv>) => c.get('viewer');
  const present = (cart: Cart) => presentCart(deps.publicUrl, cart);

  return new Hono<AppEnv>()
    .get('/cart', signedIn, async (c) => c.json(present(await viewCart(deps, viewer(c)))))
    .post('/cart', signedIn, writes, async (c) =>
      c.json(present(valueOf(await addToCart(deps, viewer(c), await readJsonBody(c))))),
    )
    .post('/cart/merge', signedIn, writes, async (c) =>
      c.json(present(valueOf(await mergeCart(deps, viewer(c), await readJsonBody(c))))),
    )
    .put('/cart/:toolId', signedIn, writes, async (c) =>
      c.json(
        present(
          valueOf(await setCartQty(deps, viewer(c), c.req.param('toolId'), await readJsonBody(c))),
        ),
      ),
    )
    .delete('/cart/:toolId', signedIn, writes, async (c) =>
      c.json(present(valueOf(await removeFromCart(deps, viewer(c), c.req.param('toolId'))))),
    )
    .post('/order/:id/reorder', signedIn, writes, async (c) => {
      const done = valueOf(await reorder(deps, viewer(c), c.req.param('id')));
      return c.json({ ...done, cart: present(done.cart) });
    });
}
