// The signed-in customer's cart as the browser sees it (issue 14): each call answers the
// cart as it now is, every line checked against its tool by the server.
import type { Cart, CartAddInput, StoredCartLine } from '../domain/cart';
import type { NotAdded } from '../domain/reorder';
import type { ApiResult } from './api.port';

export interface Reordered {
  readonly cart: Cart;
  readonly added: readonly { readonly toolName: string; readonly qty: number }[];
  readonly notAdded: readonly NotAdded[];
}

export interface CartApiPort {
  /** `GET /cart` (signed in) */
  getCart(): ApiResult<Cart>;
  /** `POST /cart` (signed in): adds to what the cart holds of the tool. */
  addToCart(line: CartAddInput): ApiResult<Cart>;
  /** `PUT /cart/{toolId}` (signed in) */
  setCartQty(toolId: string, qty: number): ApiResult<Cart>;
  /** `DELETE /cart/{toolId}` (signed in) */
  removeFromCart(toolId: string): ApiResult<Cart>;
  /** `POST /cart/merge` (signed in): a visitor's cart joins the account's. */
  mergeCart(lines: readonly StoredCartLine[]): ApiResult<Cart>;
  /** `POST /order/{id}/reorder` (the order's owner) */
  reorder(orderId: string): ApiResult<Reordered>;
}
