// An order by id, for someone allowed to see it: its customer or an admin. To anyone else
// it is "no such order", as for an id that names none: whether someone else's order
// exists is not theirs to learn. Every call on one order starts here.
import { IdSchema } from '../../domain/fields';
import type { Order } from '../../domain/order';
import { parseInput } from '../../domain/parse';
import { fail, ok, type Result } from '../../domain/result';
import { requireSelfOrAdmin } from '../access-policy';
import type { OrderStore } from '../ports/order-store.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';

export async function orderForViewer(
  orders: Pick<OrderStore, 'findById'>,
  viewer: Viewer,
  rawId: unknown,
): Promise<Result<Order, Refusal>> {
  const id = parseInput(IdSchema, rawId);
  // Caught here, not by the database, which would answer a malformed uuid with an error.
  if (!id.ok) return fail({ code: 'invalid', message: id.message });
  const order = await orders.findById(id.value);
  if (!order || !requireSelfOrAdmin(viewer, order.email, 'orders').ok) {
    return fail({ code: 'no-such-order' });
  }
  return ok(order);
}
