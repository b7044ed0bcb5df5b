// PATCH /order/{id}: the browser says which payment paid the order; the gateway, not the
// browser, says whether it did, and for how much.
import type { PayOrderInput } from '../../domain/order';
import { transitionOrder } from '../../domain/order-status';
import { fail, ok, type Result } from '../../domain/result';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { OrderDeps } from './order-deps';
import { orderForViewer } from './order-for-viewer';
import { recordPayment } from './record-payment';

export async function payOrder(
  deps: Pick<OrderDeps, 'orders' | 'payments' | 'now'>,
  viewer: Viewer,
  orderId: unknown,
  input: PayOrderInput,
): Promise<Result<{ modifiedCount: number }, Refusal>> {
  const found = await orderForViewer(deps.orders, viewer, orderId);
  if (!found.ok) return found;
  const order = found.value;
  const { transactionId } = input;
  // Repeating the call that already paid this order changes nothing and is fine (the store
  // itself may have recorded it first, from the gateway).
  if (order.paid && order.transactionId === transactionId) return ok({ modifiedCount: 0 });
  const transition = transitionOrder(order, { type: 'pay', transactionId });
  if (!transition.ok) return fail({ code: 'lifecycle', message: transition.message });
  const payment = await deps.payments.findPayment(transactionId);
  if (!payment) return fail({ code: 'payment-not-found' });
  if (payment.orderId !== order._id) return fail({ code: 'payment-for-another-order' });
  const outcome = await recordPayment(deps.orders, payment, {
    now: deps.now,
    refuseLapsed: false,
    actor: viewer.email,
  });
  if (outcome.kind === 'refused') return fail(outcome.refusal);
  return ok({ modifiedCount: outcome.kind === 'recorded' ? 1 : 0 });
}
