// What the cart's use cases work with: the carts, and the catalogue as it is now.
import type { CartStore } from '../ports/cart-store.port';
import type { ToolCatalog } from '../ports/tool-catalog.port';
import type { PricingDeps } from '../pricing/price-terms';

export interface CartDeps extends PricingDeps {
  readonly carts: CartStore;
  readonly tools: ToolCatalog;
  /** Which day it is decides whether a company's price list is in force. */
  readonly now: () => Date;
}
