// A card can be charged while the browser never gets to record it (closed tab, lost
// connection). Before an unpaid order is charged again or deleted, ask the gateway whether
// it was already paid, and if so record that payment: nobody pays twice, no paid order vanishes.
import { toCents } from '../../../src/domain/money';
import type { Order } from '../../../src/domain/order';
import type { AppDeps } from '../app-deps';

/** True when the order turned out to be paid already (and is now marked so). */
export async function settleIfAlreadyCharged(deps: AppDeps, order: Order): Promise<boolean> {
  if (order.paid) return false;
  const payment = await deps.payments.findSucceededPayment(order._id);
  if (!payment || payment.currency !== 'usd') return false;
  if (payment.amountCents !== toCents(order.toolPrice)) return false;
  await deps.orders.markPaid(order._id, payment.id);
  return true;
}
