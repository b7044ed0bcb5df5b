// What every route receives from the composition root: the ports, never the adapters, the
// machines wired to them, and the session (signed in or out, the role) that guards and the
// navbar read.
import type { ApiResult } from '../ports/api.port';
import type { AppPorts } from '../ports/app-ports';
import type { CartCount } from './cart-count';
import type { CheckedOutOrder } from './checked-out-order';
import type { AppMachines } from './machines';
import type { ShopperCart } from './shopper-cart';
import type { SessionLoader } from './session-loader';

export interface RouterContext {
  ports: AppPorts;
  machines: AppMachines;
  session: SessionLoader;
  /** The order a checkout just placed, for its payment page to take. */
  checkedOut: CheckedOutOrder;
  /** The cart of whoever shops (its code loads on first use), and its count for the navbar. */
  cart: {
    readonly load: () => Promise<ShopperCart>;
    /** One call on the cart; if its code cannot load, a network failure like any call's. */
    readonly call: <T>(call: (cart: ShopperCart) => ApiResult<T>) => ApiResult<T>;
    readonly count: CartCount;
  };
}
