// POST /create-payment-intent, and the local test-mode gateway's card confirmation.
import { Hono } from 'hono';
import { LocalCardConfirmInputSchema } from '../../../src/domain/card';
import { recordBeforeCharge } from '../../../src/application/orders/charge-rule';
import { createPaymentIntent } from '../../../src/application/orders/create-payment-intent';
import { sentenceOf } from '../../../src/application/refusals';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { authenticate } from '../http/authenticate';
import { valueOf } from '../http/refuse';
import { readBody, readJsonBody } from '../http/request-input';

export function paymentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>().post('/create-payment-intent', authenticate(deps), async (c) => {
    const intent = await createPaymentIntent(
      { ...deps, now: deps.clock.now() },
      c.get('viewer'),
      await readJsonBody(c),
    );
    return c.json(valueOf(intent));
  });

  const local = deps.localPayments;
  if (local) {
    // The client secret is the capability here, as with Stripe's own confirm call. The
    // payment is recorded on its order in the charge's own transaction, as Stripe's
    // webhook would record it: paid even if the browser never comes back.
    app.post('/payments/local/confirm', async (c) => {
      const input = await readBody(c, LocalCardConfirmInputSchema);
      const result = await local.confirm(input, async (orders, payment) => {
        const rule = await recordBeforeCharge(orders, payment, deps.clock.now());
        return rule.ok ? rule : { ok: false, message: sentenceOf(rule.refusal) };
      });
      if (!result.ok) return c.json({ message: result.message }, result.status);
      return c.json({ status: 'succeeded' as const, paymentIntentId: result.paymentIntentId });
    });
  }
  return app;
}
