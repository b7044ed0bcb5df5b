// POST /create-payment-intent, and the local test-mode gateway's card confirmation.
import { Hono } from 'hono';
import { LocalCardConfirmInputSchema } from '../../../src/domain/card';
import { toCents } from '../../../src/domain/money';
import { PaymentIntentInputSchema } from '../../../src/domain/order';
import { transitionOrder } from '../../../src/domain/order-status';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { authenticate } from '../http/authenticate';
import { fail } from '../http/problem';
import { readBody } from '../http/request-input';
import { settleIfAlreadyCharged } from './settle-charged-order';

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
    if (await settleIfAlreadyCharged(deps, order)) return fail(409, 'This order is already paid');
    const { clientSecret } = await deps.payments.createIntent({
      orderId: order._id,
      amountCents: toCents(order.toolPrice),
      currency: 'usd',
    });
    return c.json({ clientSecret });
  });

  const local = deps.localPayments;
  if (local) {
    // The client secret is the capability here, as with Stripe's own confirm call.
    app.post('/payments/local/confirm', async (c) => {
      const result = await local.confirm(await readBody(c, LocalCardConfirmInputSchema));
      if (!result.ok) return c.json({ message: result.message }, result.status);
      return c.json({ status: 'succeeded' as const, paymentIntentId: result.paymentIntentId });
    });
  }
  return app;
}
