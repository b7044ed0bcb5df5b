// POST /create-payment-intent, and the local test-mode gateway's card confirmation.
import { Hono } from 'hono';
import { LocalCardConfirmInputSchema } from '../../../src/domain/card';
import { toCents } from '../../../src/domain/money';
import { PaymentIntentInputSchema } from '../../../src/domain/order';
import { transitionOrder } from '../../../src/domain/order-status';
import { ORDER_LAPSED, recordPayment } from '../application/record-payment';
import { settleIfAlreadyCharged } from '../application/settle-charged-order';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { authenticate } from '../http/authenticate';
import { fail } from '../http/problem';
import { readBody } from '../http/request-input';

export function paymentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>().post('/create-payment-intent', authenticate(deps), async (c) => {
    const { orderId } = await readBody(c, PaymentIntentInputSchema);
    const order = await deps.orders.findById(orderId);
    if (!order) return fail(404, 'There is no order with that id.');
    // Only the customer pays; an admin has no card to charge for someone else's order.
    if (order.email !== c.get('viewer').email)
      return fail(403, 'You can only pay your own orders.');
    const canPay = transitionOrder(order, { type: 'pay', transactionId: 'pending' });
    if (!canPay.ok) return fail(409, canPay.message);
    const now = deps.clock.now();
    if (await settleIfAlreadyCharged({ ...deps, now }, order)) {
      return fail(409, 'This order is already paid');
    }
    // Its stock is about to go back: no new way to pay for it.
    if (order.expiresAt !== undefined && new Date(order.expiresAt) <= now) {
      return fail(409, ORDER_LAPSED);
    }
    const { clientSecret } = await deps.payments.createIntent({
      orderId: order._id,
      amountCents: toCents(order.toolPrice),
      currency: 'usd',
    });
    return c.json({ clientSecret });
  });

  const local = deps.localPayments;
  if (local) {
    // The client secret is the capability here, as with Stripe's own confirm call. The
    // payment is recorded on its order in the charge's own transaction, as Stripe's
    // webhook would record it: paid even if the browser never comes back.
    app.post('/payments/local/confirm', async (c) => {
      const input = await readBody(c, LocalCardConfirmInputSchema);
      const result = await local.confirm(input, async (orders, payment) => {
        const outcome = await recordPayment(orders, payment, {
          now: deps.clock.now(),
          refuseLapsed: true,
        });
        return outcome.kind === 'refused' ? { ok: false, message: outcome.message } : { ok: true };
      });
      if (!result.ok) return c.json({ message: result.message }, result.status);
      return c.json({ status: 'succeeded' as const, paymentIntentId: result.paymentIntentId });
    });
  }
  return app;
}
