// POST /order/{id}/shipments: an admin records a shipment of some of an order's units, with
// its carrier and tracking number. The store checks it against what is left with the order
// locked, so two admins shipping at once never ship more than was ordered. A retry carrying
// the Idempotency-Key of one that went through (its answer lost) answers that shipment.
import { requestFingerprint } from '../../domain/idempotency-key';
import { fail, ok, type Result } from '../../domain/result';
import { planShipment, storeDay, type Shipment, type ShipmentInput } from '../../domain/shipment';
import { requireAdmin } from '../access-policy';
import { orderForViewer } from '../orders/order-for-viewer';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { ShipmentDeps } from './shipment-deps';

export async function recordShipment(
  deps: Pick<ShipmentDeps, 'orders' | 'shipments' | 'now'>,
  viewer: Viewer,
  rawOrderId: unknown,
  input: ShipmentInput,
  idempotencyKey?: string,
): Promise<Result<Shipment, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const found = await orderForViewer(deps.orders, viewer, rawOrderId);
  if (!found.ok) return found;
  const today = storeDay(deps.now());
  const recorded = await deps.shipments.record(
    {
      orderId: found.value._id,
      carrierId: input.carrierId,
      trackingNumber: input.trackingNumber,
      actor: admin.value.email,
      idempotency:
        idempotencyKey === undefined
          ? undefined
          : { key: idempotencyKey, request: requestFingerprint(input) },
    },
    (locked, earlier) => planShipment(locked, earlier, input, today),
  );
  switch (recorded.kind) {
    case 'no-order':
      return fail({ code: 'no-such-order' });
    case 'no-carrier':
      return fail({ code: 'no-such-carrier' });
    case 'key-reused':
      return fail({ code: 'shipment-key-reused' });
    case 'refused':
      return fail(recorded.refusal);
    case 'recorded':
      return ok(recorded.shipment);
  }
}

/** `GET /order/{id}/shipments`: its customer's or an admin's; oldest first. */
export async function listShipments(
  deps: Pick<ShipmentDeps, 'orders' | 'shipments'>,
  viewer: Viewer,
  rawOrderId: unknown,
): Promise<Result<Shipment[], Refusal>> {
  const found = await orderForViewer(deps.orders, viewer, rawOrderId);
  if (!found.ok) return found;
  return ok(await deps.shipments.listForOrder(found.value._id));
}
