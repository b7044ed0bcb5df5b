// A card can be charged while the browser never gets to record it (closed tab, lost
// connection). Before an unpaid order is charged again or deleted, ask the gateway whether
// it was already paid, and if so record that payment: nobody pays twice, no paid order vanishes.
import { toCents } from '../../../src/domain/money';
import type { Order } from '../../../src/domain/order';
import type { AppDeps } from '../app-deps';
import type { PaymentRecord } from '../gateways/payment-gateway.port';

/** Whether the payment charged exactly this order's total, in the store's currency. */
export const chargesOrderTotal = (payment: PaymentRecord, order: Order): boolean =>
  payment.currency === 'usd' && payment.amountCents === toCents(order.toolPrice);

/** True when the order turned out to be paid already (and is now marked so). */
export async function settleIfAlreadyCharged(deps: AppDeps, order: Order): Promise<boolean> {
  if (order.paid) return false;
  const payment = await deps.payments.findSucceededPayment(order._id);
  if (!payment || !chargesOrderTotal(payment, order)) return false;
  await deps.orders.markPaid(order._id, payment.id);
  return true;
}
