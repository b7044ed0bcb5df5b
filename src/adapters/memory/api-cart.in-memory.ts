// The cart's calls of the in-memory API: the same use cases as the API server, over the
// world's tools and orders and a cart store of its own.
import {
  addToCart,
  mergeCart,
  removeFromCart,
  setCartQty,
} from '../../application/cart/change-cart';
import type { CartDeps } from '../../application/cart/cart-deps';
import { reorder } from '../../application/cart/reorder';
import { viewCart } from '../../application/cart/view-cart';
import type { OrderStore } from '../../application/ports/order-store.port';
import type { Viewer } from '../../application/viewer';
import { ok } from '../../domain/result';
import type { ApiResult } from '../../ports/api.port';
import type { CartApiPort } from '../../ports/cart-api.port';
import { answerOf } from './api-errors';
import type { Outcome } from './api-input';

type SignedIn = <T>(work: (viewer: Viewer) => Outcome<T> | Promise<Outcome<T>>) => ApiResult<T>;

export function cartCallsInMemory(
  deps: CartDeps & { readonly orders: Pick<OrderStore, 'findById'> },
  signedIn: SignedIn,
): CartApiPort {
  return {
    getCart: () => signedIn(async (viewer) => ok(await viewCart(deps, viewer))),
    addToCart: (line) => signedIn(async (viewer) => answerOf(await addToCart(deps, viewer, line))),
    setCartQty: (toolId, qty) =>
      signedIn(async (viewer) => answerOf(await setCartQty(deps, viewer, toolId, { qty }))),
    removeFromCart: (toolId) =>
      signedIn(async (viewer) => answerOf(await removeFromCart(deps, viewer, toolId))),
    mergeCart: (lines) =>
      signedIn(async (viewer) => answerOf(await mergeCart(deps, viewer, { lines }))),
    reorder: (orderId) =>
      signedIn(async (viewer) => answerOf(await reorder(deps, viewer, orderId))),
  };
}
