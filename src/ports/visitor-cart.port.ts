// A visitor's cart (issue 14): kept in the browser until they sign in, then joined to the
// account's cart on the server. It answers as the account's cart does, line by line
// checked against the tools as they are now.
import type { StoredCartLine } from '../domain/cart';
import type { CartApiPort } from './cart-api.port';

export type CartCalls = Pick<
  CartApiPort,
  'getCart' | 'addToCart' | 'setCartQty' | 'removeFromCart'
>;

export interface VisitorCartPort extends CartCalls {
  /** The lines kept, as they go to `POST /cart/merge` at sign-in. */
  lines(): readonly StoredCartLine[];
  /** Forgets the lines (they joined the account's cart). */
  clear(): void;
}
