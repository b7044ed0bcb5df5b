// PUT /order/{id}: an admin marks a paid order shipped.
import { transitionOrder } from '../../domain/order-status';
import { fail, ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { OrderDeps } from './order-deps';
import { orderForViewer } from './order-for-viewer';

export async function shipOrder(
  deps: Pick<OrderDeps, 'orders'>,
  viewer: Viewer,
  orderId: unknown,
): Promise<Result<{ modifiedCount: number }, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const found = await orderForViewer(deps.orders, viewer, orderId);
  if (!found.ok) return found;
  const transition = transitionOrder(found.value, { type: 'ship' });
  if (!transition.ok) return fail({ code: 'lifecycle', message: transition.message });
  const modifiedCount = await deps.orders.markShipped(found.value._id, admin.value.email);
  if (modifiedCount === 0) return fail({ code: 'order-changed' });
  return ok({ modifiedCount });
}
