// What the cart's use cases work with: the carts, and the catalogue as it is now.
import type { CartStore } from '../ports/cart-store.port';
import type { ToolCatalog } from '../ports/tool-catalog.port';

export interface CartDeps {
  readonly carts: CartStore;
  readonly tools: ToolCatalog;
}
