// GET /order/{id}/timeline: an order's changes, oldest first, for whoever may read the order;
// the customer reads an admin's changes as the store's staff's.
import { timelineAsSeenBy, type OrderTimelineEntry } from '../../domain/order-timeline';
import { fail, ok, type Result } from '../../domain/result';
import { orderForReader } from '../orders/order-for-viewer';
import type { CompanyStore } from '../ports/company-store.port';
import type { OrderStore } from '../ports/order-store.port';
import type { OrderTimelineReader } from '../ports/order-timeline.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';

export async function orderTimeline(
  deps: {
    orders: Pick<OrderStore, 'findById'>;
    companies: Pick<CompanyStore, 'membershipOf'>;
    timeline: OrderTimelineReader;
  },
  viewer: Viewer,
  orderId: unknown,
): Promise<Result<OrderTimelineEntry[], Refusal>> {
  const found = await orderForReader(deps, viewer, orderId);
  // Whether someone else's order exists is not theirs to learn: every refusal reads as
  // "no such order", a malformed id too.
  if (!found.ok) return fail({ code: 'no-such-order' });
  return ok(timelineAsSeenBy(await deps.timeline.timelineOf(found.value._id), viewer));
}
