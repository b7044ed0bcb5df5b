// A card can be charged while the browser never gets to record it (closed tab, lost
// connection, expired session) and the webhook has not arrived yet. Before an unpaid order
// is charged again, ask the gateway whether it was already paid, and if so record that.
import type { Order } from '../../domain/order';
import type { Actor } from '../../domain/order-timeline';
import type { OrderPayments } from '../ports/order-store.port';
import type { PaymentGateway } from '../ports/payment-gateway.port';
import { recordPayment } from './record-payment';

/** True when the order turned out to be paid already (and is now marked so). */
export async function settleIfAlreadyCharged(
  deps: { orders: OrderPayments; payments: PaymentGateway; now: Date },
  order: Order,
  actor: Actor,
): Promise<boolean> {
  if (order.paid) return false;
  const payment = await deps.payments.findSucceededPayment(order._id);
  if (!payment) return false;
  const outcome = await recordPayment(deps.orders, payment, {
    now: deps.now,
    refuseLapsed: false,
    actor,
  });
  return outcome.kind !== 'refused';
}
