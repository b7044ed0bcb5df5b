// Removing an unpaid order (its customer deletes it, an admin cancels it, or it lapses):
// no card may be charged for an order that is gone, and no paid order may vanish.
import type { Order } from '../../domain/order';
import type { OrderRemoval } from '../../domain/order-timeline';
import type { PaymentGateway } from '../ports/payment-gateway.port';
import type { OrderStore } from '../ports/order-store.port';
import { recordPayment } from './record-payment';

export type RemovalOutcome =
  | { kind: 'removed' }
  /** A payment went through first: the order is paid and stays. */
  | { kind: 'paid' }
  /** Someone else removed or changed it meanwhile. */
  | { kind: 'changed' };

export async function removeUnpaidOrder(
  deps: { orders: OrderStore; payments: PaymentGateway; now: Date },
  order: Order,
  removal: OrderRemoval,
): Promise<RemovalOutcome> {
  // Cancel first: from here on the gateway refuses to charge this order's open intents.
  const charged = await deps.payments.cancelOpenIntents(order._id);
  if (charged) {
    const recorded = await recordPayment(deps.orders, charged, {
      now: deps.now,
      refuseLapsed: false,
      actor: removal.actor,
    });
    if (recorded.kind !== 'refused') return { kind: 'paid' };
    // A charge that cannot pay this order (wrong amount) is given back, not kept.
    await deps.payments.refund(charged.id);
  }
  const removed = await deps.orders.removeUnpaid(order._id, removal);
  // A payment page that opened an intent while this ran: cancel that one too, and give back
  // anything charged in that moment, since its order is gone.
  const late = await deps.payments.cancelOpenIntents(order._id);
  if (removed === 1) {
    if (late) await deps.payments.refund(late.id);
    return { kind: 'removed' };
  }
  const now = await deps.orders.findById(order._id);
  return now?.paid ? { kind: 'paid' } : { kind: 'changed' };
}
