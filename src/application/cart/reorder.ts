// `POST /order/{id}/reorder`: a past order's still-sold lines back into its owner's cart,
// fitted to today's minimum and stock, with the list of what could not be added.
import type { Cart } from '../../domain/cart';
import { planReorder, type NotAdded } from '../../domain/reorder';
import { fail, ok, type Result } from '../../domain/result';
import type { OrderStore } from '../ports/order-store.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { CartDeps } from './cart-deps';
import { toolsById, viewCart } from './view-cart';

export interface Reordered {
  readonly cart: Cart;
  readonly added: readonly { readonly toolName: string; readonly qty: number }[];
  readonly notAdded: readonly NotAdded[];
}

export async function reorder(
  deps: CartDeps & { readonly orders: Pick<OrderStore, 'findById'> },
  viewer: Viewer,
  orderId: string,
): Promise<Result<Reordered, Refusal>> {
  const order = await deps.orders.findById(orderId);
  // Only the owner reorders; to anyone else, an admin too, the order is not there.
  if (!order || order.email !== viewer.email) return fail({ code: 'no-such-order' });
  const tools = await toolsById(
    deps,
    order.lines.map((line) => line.toolId),
  );
  // Planned on the cart as the store holds it while it writes (see mergeCart).
  const { added, notAdded } = await deps.carts.change(viewer.email, (cart) => {
    const plan = planReorder(order.lines, cart, (toolId) => tools.get(toolId));
    const named = (line: { toolId: string; qty: number }) => {
      const tool = tools.get(line.toolId);
      return tool ? [{ ...line, toolName: tool.name }] : [];
    };
    // The cart holds the new totals; the customer is told the units each line gained.
    const added = plan.added.flatMap(named).map(({ toolName, qty }) => ({ toolName, qty }));
    return { set: plan.set.flatMap(named), answer: { added, notAdded: plan.notAdded } };
  });
  return ok({ cart: await viewCart(deps, viewer), added, notAdded });
}
