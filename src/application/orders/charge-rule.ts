// What a test-mode gateway asks before it charges a card: can this order still be paid by
// this payment? Answered by recording the payment, so charge and record are one step.
import type { OrderPayments } from '../ports/order-store.port';
import type { PaymentRecord } from '../ports/payment-gateway.port';
import type { Refusal } from '../refusals';
import { recordPayment } from './record-payment';

export async function recordBeforeCharge(
  orders: OrderPayments,
  payment: PaymentRecord,
  now: Date,
): Promise<{ ok: true } | { ok: false; refusal: Refusal }> {
  const outcome = await recordPayment(orders, payment, { now, refuseLapsed: true });
  return outcome.kind === 'refused' ? { ok: false, refusal: outcome.refusal } : { ok: true };
}
