// POST /webhooks/stripe: signed events only; a succeeded payment is recorded on its order
// exactly once, whatever became of the browser; a charge for an order that is gone goes back.
import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderSteps } from '../testing/order-steps';
import { setupRouteTest, type RouteTestContext } from '../testing/setup-route-test';
import { buildTestApp, webhookSecret } from '../testing/test-app';

const t = setupRouteTest();
const steps = orderSteps(t);
let orderId: string;
let intentId: string;

beforeEach(async () => {
  orderId = await steps.placeOrder(await steps.addTool());
  // Charged at the gateway; the browser never came back to record it.
  intentId = await steps.chargeBehindTheStore(orderId);
});

let eventCount = 0;
function succeededEvent(paymentIntentId: string, id = `evt_test_${(eventCount += 1)}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: paymentIntentId, object: 'payment_intent', status: 'succeeded' } },
  });
}

const signed = (payload: string, secret = webhookSecret) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

const deliver = (
  payload: string,
  signature: string | undefined,
  app: Pick<RouteTestContext, 'call'> = t,
) =>
  app.call('POST', '/webhooks/stripe', {
    rawBody: payload,
    headers: {
      'Content-Type': 'application/json',
      ...(signature === undefined ? {} : { 'Stripe-Signature': signature }),
    },
  });

const orderNow = () => t.deps.orders.findById(orderId);

describe('POST /webhooks/stripe', () => {
  it('records a succeeded payment on its order', async () => {
    const payload = succeededEvent(intentId);
    expect(await deliver(payload, signed(payload))).toMatchObject({
      status: 200,
      body: { received: true },
    });
    expect(await orderNow()).toMatchObject({ paid: true, status: 'paid', transactionId: intentId });
  });

  it('changes nothing on a replay of the same event, even after the order moved on', async () => {
    const payload = succeededEvent(intentId, 'evt_replayed');
    await deliver(payload, signed(payload));
    await t.call('PUT', `/order/${orderId}`, { token: t.tokens.admin });
    expect(await deliver(payload, signed(payload))).toMatchObject({ status: 200 });
    expect(await orderNow()).toMatchObject({ status: 'shipped', transactionId: intentId });
    expect(await steps.intentStates(orderId)).toEqual({ succeeded: 1 });
  });

  it("gives back nothing more when the payment's event comes again after a partial refund", async () => {
    const first = succeededEvent(intentId);
    await deliver(first, signed(first));
    const refunded = await t.call('POST', `/order/${orderId}/refunds`, {
      token: t.tokens.admin,
      body: { key: crypto.randomUUID(), reason: 'Damaged', lines: [{ line: 0, qty: 1 }] },
    });
    expect(refunded.status).toBe(201);
    // The same payment announced again, by a replay and by a new event alike.
    for (const payload of [first, succeededEvent(intentId)]) {
      expect((await deliver(payload, signed(payload))).status).toBe(200);
    }
    expect(await steps.intentStates(orderId)).toEqual({ succeeded: 1 });
    const given = await t.db.query('SELECT 1 FROM local_payment_refunds');
    expect(given).toHaveLength(1);
  });

  it.each([
    ['no signature', undefined],
    ['a signature with another secret', 'whsec_someone_else_0123456789'],
    ['a malformed signature', 't=1,v1=nonsense'],
  ])('refuses %s with 400 and changes nothing', async (_, secretOrHeader) => {
    const payload = succeededEvent(intentId);
    const header =
      secretOrHeader === undefined || secretOrHeader.startsWith('t=')
        ? secretOrHeader
        : signed(payload, secretOrHeader);
    const result = await deliver(payload, header);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ message: expect.stringMatching(/Stripe-Signature/) });
    expect(await orderNow()).toMatchObject({ paid: false });
  });

  it('refuses a body changed after signing', async () => {
    const payload = succeededEvent(intentId);
    const header = signed(payload);
    const tampered = payload.replace(intentId, 'pi_local_someone_elses');
    expect((await deliver(tampered, header)).status).toBe(400);
    expect(await orderNow()).toMatchObject({ paid: false });
  });

  it('without STRIPE_WEBHOOK_SECRET refuses every event with 400', async () => {
    const unset = buildTestApp(t.db, { stripeWebhookSecret: undefined });
    const payload = succeededEvent(intentId);
    const result = await deliver(payload, signed(payload), unset);
    expect(result).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('STRIPE_WEBHOOK_SECRET') },
    });
    expect(await orderNow()).toMatchObject({ paid: false });
  });

  it('asks the gateway, not the event, whether the payment succeeded', async () => {
    const other = await steps.placeOrder(await steps.addTool({ name: 'Other' }));
    const unpaidIntent = steps.intentOf(await steps.clientSecretFor(other));
    const payload = succeededEvent(unpaidIntent);
    expect((await deliver(payload, signed(payload))).status).toBe(200);
    expect(await t.deps.orders.findById(other)).toMatchObject({ paid: false });
  });

  it('refunds a payment whose order was removed meanwhile', async () => {
    await t.deps.orders.removeUnpaid(orderId, { kind: 'deleted', actor: 'system' });
    const payload = succeededEvent(intentId);
    expect((await deliver(payload, signed(payload))).status).toBe(200);
    expect(await steps.intentStates(orderId)).toEqual({ refunded: 1 });
  });

  it('answers other event types with 200 and does nothing', async () => {
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'payment_intent.created',
      data: { object: { id: intentId, object: 'payment_intent' } },
    });
    expect((await deliver(payload, signed(payload))).status).toBe(200);
    expect(await orderNow()).toMatchObject({ paid: false });
  });
});
