// POST /create-payment-intent: a way to pay one's own unpaid order, for its total as the
// store computed it (never an amount from the browser), and never twice.
import { toCents } from '../../domain/money';
import type { PaymentIntentInput } from '../../domain/order';
import { hasExpired } from '../../domain/order-deadline';
import { ALREADY_PAID, transitionOrder } from '../../domain/order-status';
import { fail, ok, type Result } from '../../domain/result';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { OrderDeps } from './order-deps';
import { orderForViewer } from './order-for-viewer';
import { settleIfAlreadyCharged } from './settle-charged-order';

export async function createPaymentIntent(
  deps: Pick<OrderDeps, 'orders' | 'payments' | 'now'>,
  viewer: Viewer,
  input: PaymentIntentInput,
): Promise<Result<{ clientSecret: string }, Refusal>> {
  const found = await orderForViewer(deps.orders, viewer, input.orderId);
  if (!found.ok) return found;
  const order = found.value;
  // Only the customer pays; an admin has no card to charge for someone else's order.
  if (order.email !== viewer.email) return fail({ code: 'pay-own-orders-only' });
  const canPay = transitionOrder(order, { type: 'pay', transactionId: 'pending' });
  if (!canPay.ok) return fail({ code: 'lifecycle', message: canPay.message });
  if (await settleIfAlreadyCharged(deps, order, viewer.email)) {
    return fail({ code: 'lifecycle', message: ALREADY_PAID });
  }
  // Its stock is about to go back: no new way to pay for it.
  if (hasExpired(order, deps.now)) return fail({ code: 'order-lapsed' });
  const intent = await deps.payments.createIntent({
    orderId: order._id,
    amountCents: toCents(order.toolPrice),
    currency: 'usd',
  });
  // After the gateway said yes: an intent that failed to open started nothing.
  await deps.orders.notePaymentStarted(order._id, viewer.email);
  return ok(intent);
}
