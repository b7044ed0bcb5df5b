// DELETE /order/{id}: its customer deletes an unpaid order, an admin cancels one.
import { transitionOrder } from '../../domain/order-status';
import { fail, ok, type Result } from '../../domain/result';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { OrderDeps } from './order-deps';
import { orderForViewer } from './order-for-viewer';
import { removeUnpaidOrder } from './remove-unpaid-order';

export async function removeOrder(
  deps: Pick<OrderDeps, 'orders' | 'payments' | 'now'>,
  viewer: Viewer,
  orderId: unknown,
): Promise<Result<{ deletedCount: 1 }, Refusal>> {
  const found = await orderForViewer(deps.orders, viewer, orderId);
  if (!found.ok) return found;
  const order = found.value;
  // A customer deletes their own order; an admin removing someone else's cancels it.
  const type = viewer.email === order.email ? 'delete' : 'cancel';
  const transition = transitionOrder(order, { type });
  if (!transition.ok) return fail({ code: 'lifecycle', message: transition.message });
  const removal = await removeUnpaidOrder(deps, order, {
    kind: type === 'delete' ? 'deleted' : 'cancelled',
    actor: viewer.email,
  });
  if (removal.kind === 'paid') return fail({ code: 'paid-meanwhile' });
  if (removal.kind === 'changed') return fail({ code: 'order-changed' });
  return ok({ deletedCount: 1 });
}
