// POST /webhooks/stripe: Stripe tells us a card was charged, whatever became of the browser
// (closed tab, expired session), or that a refund it took on was given back or failed. Mounted in every mode; it accepts only events signed with
// STRIPE_WEBHOOK_SECRET, and without that secret it accepts none. Declared in the call table
// (payments.calls.ts, for the reference page) but not served by callRoutes: the signature
// covers the exact bytes sent, which the table's reading (a parsed JSON body) never sees.
import { Hono } from 'hono';
import Stripe from 'stripe';
import { recordPayment } from '../../../src/application/orders/record-payment';
import { settleGatewayRefund } from '../../../src/application/refunds/settle-gateway-refund';
import { settleInvoicePayment } from '../../../src/application/terms/invoice-payments';
import { SYSTEM_ACTOR } from '../../../src/domain/order-timeline';
import type { AppDeps } from '../app-deps';
import { fail } from '../http/problem';
import { parseStripeEvent } from './stripe-event';

export function stripeWebhookRoutes(
  deps: Pick<
    AppDeps,
    | 'stripeWebhookSecret'
    | 'payments'
    | 'orders'
    | 'webhookEvents'
    | 'clock'
    | 'accounts'
    | 'refunds'
  > & {
    log: (line: string) => void;
  },
) {
  return new Hono().post('/webhooks/stripe', async (c) => {
    const secret = deps.stripeWebhookSecret;
    if (!secret) {
      return fail(
        400,
        'Webhooks are off: STRIPE_WEBHOOK_SECRET is not set, so no event is accepted.',
      );
    }
    const signature = c.req.header('Stripe-Signature');
    if (!signature) return fail(400, 'The Stripe-Signature header is missing.');
    // The signature covers the exact bytes sent, so the body is read as text, not parsed.
    const payload = await c.req.text();
    let body: unknown;
    try {
      body = await Stripe.webhooks.constructEventAsync(payload, signature, secret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        return fail(400, 'The Stripe-Signature header does not match this event.');
      }
      return fail(400, 'The event is not JSON as Stripe sends it.');
    }
    const parsed = parseStripeEvent(body);
    if (!parsed.ok) return fail(400, parsed.message);
    const event = parsed.value;
    if (event.refund !== undefined) {
      // Settled at most once by the store itself, so a replay (or two at once) changes nothing.
      const settled = await settleGatewayRefund(deps, event.refund);
      if (settled !== 'unchanged') {
        deps.log(`webhook ${event.id}: refund ${event.refund.gatewayRefundId} ${settled}`);
      }
      return c.json({ received: true });
    }
    // Only a payment_intent.succeeded event names a payment; the others are let be.
    if (event.paymentIntentId === undefined) return c.json({ received: true });
    if (await deps.webhookEvents.seen(event.id)) return c.json({ received: true });

    // The event names the payment; what it charged is asked of the gateway itself.
    const payment = await deps.payments.findPayment(event.paymentIntentId);
    // A payment of invoices on account settles them; one that cannot goes back.
    const invoices = payment?.succeeded && (await settleInvoicePayment(deps.accounts, payment));
    if (payment && invoices && !invoices.ok) {
      await deps.payments.refund(payment.id);
      deps.log(`webhook ${event.id}: refunded ${payment.id} (${invoices.error.code})`);
    } else if (payment?.succeeded && !invoices) {
      const outcome = await recordPayment(deps.orders, payment, {
        now: deps.clock.now(),
        refuseLapsed: false,
        actor: SYSTEM_ACTOR,
      });
      if (outcome.kind === 'refused') {
        // Charged for an order that is gone or already paid: the money goes back.
        await deps.payments.refund(payment.id);
        deps.log(`webhook ${event.id}: refunded ${payment.id} (${outcome.refusal.code})`);
      }
    }
    // Remembered only once handled: if anything above failed, Stripe's retry is not a replay.
    await deps.webhookEvents.remember(event.id, event.type);
    return c.json({ received: true });
  });
}
