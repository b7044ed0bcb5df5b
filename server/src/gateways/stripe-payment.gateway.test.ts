// The Stripe adapter against a small stand-in for Stripe's API on loopback (there is no
// stripe-mock here): what it sends, and how it reads answers and errors.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { StripeStandIn } from '../testing/stripe-stand-in';
import { PaymentGatewayUnavailableError } from '../../../src/application/ports/payment-gateway.port';
import { StripePaymentGateway } from './stripe-payment.gateway';

const orderId = '7b0f3c1e-0d53-4c1a-9a51-5f1d6f0c2a11';
const stripe = new StripeStandIn();
const { seen, intents, refunds } = stripe;
let gateway: StripePaymentGateway;
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  gateway = new StripePaymentGateway(await stripe.start(), database.db);
}, 30_000);
afterAll(async () => {
  await stripe.close();
  await database.close();
});
beforeEach(async () => {
  await database.reset();
  stripe.reset();
});

const chargeAtStripe = (id: string) => stripe.charge(id);

const openIntent = async () => {
  const { clientSecret } = await gateway.createIntent({
    orderId,
    amountCents: 4500,
    currency: 'usd',
  });
  return clientSecret.split('_secret_')[0] ?? '';
};

describe('StripePaymentGateway', () => {
  it('creates a card PaymentIntent for the amount, with the order id and an idempotency key', async () => {
    const result = await gateway.createIntent({ orderId, amountCents: 4500, currency: 'usd' });
    expect(result.clientSecret).toMatch(/^pi_3TestIntent\d{4}_secret_abc$/);
    const request = seen.at(-1);
    const form = new URLSearchParams(request?.body);
    expect(form.get('amount')).toBe('4500');
    expect(form.get('currency')).toBe('usd');
    expect(form.get('metadata[orderId]')).toBe(orderId);
    expect(request?.idempotencyKey).toBe(`order-${orderId}-4500`);
  });

  it('reads a payment back, and knows no made-up or malformed id', async () => {
    const id = await openIntent();
    chargeAtStripe(id);
    expect(await gateway.findPayment(id)).toEqual({
      id,
      orderId,
      amountCents: 4500,
      currency: 'usd',
      succeeded: true,
    });
    expect(await gateway.findPayment('pi_MadeUpButWellFormed')).toBeUndefined();
    const before = seen.length;
    expect(await gateway.findPayment('not an id/../x')).toBeUndefined();
    expect(seen.length).toBe(before);
  });

  it("finds an order's charged intent among the ones it opened", async () => {
    expect(await gateway.findSucceededPayment(orderId)).toBeUndefined();
    const id = await openIntent();
    expect(await gateway.findSucceededPayment(orderId)).toBeUndefined();
    chargeAtStripe(id);
    expect(await gateway.findSucceededPayment(orderId)).toMatchObject({ id, succeeded: true });
  });

  it('cancels the open intents of an order, so Stripe can no longer charge them', async () => {
    const id = await openIntent();
    expect(await gateway.cancelOpenIntents(orderId)).toBeUndefined();
    expect(intents.get(id)?.status).toBe('canceled');
    expect(seen.some((r) => r.url === `/v1/payment_intents/${id}/cancel`)).toBe(true);
  });

  it('reports an intent charged before the cancel, and leaves it charged', async () => {
    const id = await openIntent();
    chargeAtStripe(id);
    expect(await gateway.cancelOpenIntents(orderId)).toMatchObject({ id, succeeded: true });
    expect(intents.get(id)?.status).toBe('succeeded');
    expect(seen.some((r) => r.url.endsWith('/cancel'))).toBe(false);
  });

  it('refunds a payment in full, once however often it is asked', async () => {
    await gateway.refund('pi_3TestIntent0001');
    const refund = seen.at(-1);
    expect(refund?.url).toBe('/v1/refunds');
    expect(new URLSearchParams(refund?.body).get('payment_intent')).toBe('pi_3TestIntent0001');
    expect(refund?.idempotencyKey).toBe('refund-pi_3TestIntent0001');
  });

  it("refunds part of a payment with the refund's own key, once however often it is asked", async () => {
    const id = await openIntent();
    chargeAtStripe(id);
    const request = {
      paymentId: id,
      amountCents: 1200,
      idempotencyKey: 'refund-r1',
      refundId: 'r1',
    };
    expect(await gateway.refundPart(request)).toEqual({ outcome: 'refunded', id: 're_Test0001' });
    const sent = seen.at(-1);
    expect(sent?.url).toBe('/v1/refunds');
    expect(Object.fromEntries(new URLSearchParams(sent?.body))).toEqual({
      payment_intent: id,
      amount: '1200',
      'metadata[refundId]': 'r1',
    });
    expect(sent?.idempotencyKey).toBe('refund-r1');
    expect(await gateway.refundPart(request)).toEqual({ outcome: 'refunded', id: 're_Test0001' });
    expect(refunds.size).toBe(1);
  });

  it("reports a refund Stripe takes on but the card's bank has yet to answer as pending", async () => {
    const id = await openIntent();
    chargeAtStripe(id);
    stripe.refundsAnswer = 'pending';
    const request = {
      paymentId: id,
      amountCents: 500,
      idempotencyKey: 'refund-r4',
      refundId: 'r4',
    };
    expect(await gateway.refundPart(request)).toEqual({ outcome: 'pending', id: 're_Test0001' });
  });

  it('reports a refund Stripe refuses as declined, with its reason', async () => {
    const id = await openIntent();
    chargeAtStripe(id);
    expect(
      await gateway.refundPart({
        paymentId: id,
        amountCents: 4501,
        idempotencyKey: 'refund-r2',
        refundId: 'r2',
      }),
    ).toEqual({
      outcome: 'declined',
      message: 'Refund amount is greater than unrefunded amount on charge.',
    });
  });

  it('reports a refund whose outcome is unknown as unavailable, to be asked again', async () => {
    await expect(
      gateway.refundPart({
        paymentId: 'pi_500Failure0001',
        amountCents: 100,
        idempotencyKey: 'refund-r3',
        refundId: 'r3',
      }),
    ).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
  });

  it('reports an outage as unavailable, not as a missing payment', async () => {
    await expect(gateway.findPayment('pi_500Failure0001')).rejects.toBeInstanceOf(
      PaymentGatewayUnavailableError,
    );
  });
});
