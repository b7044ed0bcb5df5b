// The cart's calls (src/ports/calls/cart.calls.ts), each answered by its use case: the API
// server registers these, and the in-memory API serves them, over their own stores.
import { ok } from '../../domain/result';
import type { OrderStore } from '../ports/order-store.port';
import type { CallHandlers, SignedInAsk } from '../served-call';
import type { CartDeps } from './cart-deps';
import { addToCart, mergeCart, removeFromCart, setCartQty } from './change-cart';
import { reorder } from './reorder';
import { viewCart } from './view-cart';

export interface CartCallDeps extends CartDeps {
  readonly orders: Pick<OrderStore, 'findById'>;
}

type ByTool = SignedInAsk<{ toolId: string }>;

export const cartHandlers = {
  getCart: async (deps, ask: SignedInAsk) => ok(await viewCart(deps, ask.viewer)),
  addToCart: (deps, ask: SignedInAsk) => addToCart(deps, ask.viewer, ask.body),
  mergeCart: (deps, ask: SignedInAsk) => mergeCart(deps, ask.viewer, ask.body),
  setCartQty: (deps, ask: ByTool) => setCartQty(deps, ask.viewer, ask.params.toolId, ask.body),
  removeFromCart: (deps, ask: ByTool) => removeFromCart(deps, ask.viewer, ask.params.toolId),
  reorder: (deps, ask: SignedInAsk<{ id: string }>) => reorder(deps, ask.viewer, ask.params.id),
} satisfies CallHandlers<CartCallDeps>;
