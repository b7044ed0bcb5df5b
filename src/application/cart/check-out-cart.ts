// `POST /checkout` for a signed-in customer: the order as checkOut places it, and then the
// ordered tools leave the server's cart (what was not ordered stays).
import type { CheckoutInput } from '../../domain/checkout-input';
import type { Order } from '../../domain/order';
import type { Result } from '../../domain/result';
import { checkOut, type CheckOutDeps } from '../orders/check-out';
import type { CartStore } from '../ports/cart-store.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';

export async function checkOutCart(
  deps: CheckOutDeps & { readonly carts: CartStore },
  viewer: Viewer,
  input: CheckoutInput,
  idempotencyKey?: string,
): Promise<Result<Order, Refusal>> {
  const placed = await checkOut(deps, viewer, input, idempotencyKey);
  if (placed.ok) {
    await deps.carts.remove(
      viewer.email,
      placed.value.lines.map((line) => line.toolId),
    );
  }
  return placed;
}
