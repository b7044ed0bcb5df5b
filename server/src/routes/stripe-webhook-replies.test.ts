// What Stripe's webhook answers and does in the cases around a recorded payment: events it
// ignores, replays, payments the gateway does not call succeeded, a charge on an order that
// lapsed meanwhile, and the line it logs when it gives a charge back.
import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderSteps } from '../testing/order-steps';
import { setupRouteTest } from '../testing/setup-route-test';
import { buildTestApp, webhookSecret } from '../testing/test-app';

const t = setupRouteTest();
const steps = orderSteps(t);
let orderId: string;

beforeEach(async () => {
  orderId = await steps.placeOrder(await steps.addTool());
});

let eventCount = 0;
function event(type: string, paymentIntentId: string, id = `evt_replies_${(eventCount += 1)}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    data: { object: { id: paymentIntentId, object: 'payment_intent', status: 'succeeded' } },
  });
}

function deliver(payload: string, app: { call: typeof t.call } = t) {
  return app.call('POST', '/webhooks/stripe', {
    rawBody: payload,
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
      }),
    },
  });
}

const received = { status: 200, body: { received: true } };
const orderNow = () => t.deps.orders.findById(orderId);

describe('POST /webhooks/stripe replies', () => {
  it('acknowledges an event type it does not act on, and leaves the order alone', async () => {
    const intentId = await steps.chargeBehindTheStore(orderId);
    const result = await deliver(event('payment_intent.created', intentId));
    expect({ status: result.status, body: result.body }).toEqual(received);
    expect(await orderNow()).toMatchObject({ paid: false });
  });

  it('acknowledges a replayed event the same way', async () => {
    const intentId = await steps.chargeBehindTheStore(orderId);
    const payload = event('payment_intent.succeeded', intentId, 'evt_replies_replayed');
    expect((await deliver(payload)).body).toEqual({ received: true });
    const replay = await deliver(payload);
    expect({ status: replay.status, body: replay.body }).toEqual(received);
    expect(await steps.intentStates(orderId)).toEqual({ succeeded: 1 });
  });

  it('neither records nor refunds a payment the gateway has not seen succeed', async () => {
    const intentId = steps.intentOf(await steps.clientSecretFor(orderId));
    const result = await deliver(event('payment_intent.succeeded', intentId));
    expect({ status: result.status, body: result.body }).toEqual(received);
    expect(await orderNow()).toMatchObject({ paid: false });
    expect(await steps.intentStates(orderId)).not.toHaveProperty('refunded');
  });

  it('acknowledges an event naming a payment the gateway does not know', async () => {
    const result = await deliver(event('payment_intent.succeeded', 'pi_local_unknown'));
    expect({ status: result.status, body: result.body }).toEqual(received);
  });

  it('records a charge on an order that lapsed after the card was charged', async () => {
    const intentId = await steps.chargeBehindTheStore(orderId);
    t.clock.advance(31 * 60);
    expect((await deliver(event('payment_intent.succeeded', intentId))).status).toBe(200);
    expect(await orderNow()).toMatchObject({ paid: true, transactionId: intentId });
    expect(await steps.intentStates(orderId)).toEqual({ succeeded: 1 });
  });

  it('logs which charge it gave back, and why', async () => {
    const intentId = await steps.chargeBehindTheStore(orderId);
    await t.deps.orders.removeUnpaid(orderId, { kind: 'deleted', actor: 'system' });
    const lines: string[] = [];
    const app = buildTestApp(t.db, { log: (line) => lines.push(line) });
    await deliver(event('payment_intent.succeeded', intentId, 'evt_replies_gone'), app);
    expect(lines.filter((line) => line.startsWith('webhook '))).toEqual([
      `webhook evt_replies_gone: refunded ${intentId} (order-gone)`,
    ]);
  });
});

describe('POST /webhooks/stripe with a signed event of the wrong shape', () => {
  const succeeded = { id: 'evt_shape', type: 'payment_intent.succeeded' };
  it.each([
    ['not JSON', '{"id": "evt_shape",', 'The event is not JSON as Stripe sends it.'],
    ['null', 'null', 'The event must be a JSON object.'],
    ['a list', '[]', 'The request body must be a JSON object'],
    ['a number', '42', 'The event must be a JSON object.'],
    ['no id', { type: 'payment_intent.succeeded', data: { object: {} } }, 'The event has no id.'],
    ['a number for id', { ...succeeded, id: 7, data: { object: {} } }, 'The event has no id.'],
    [
      'an empty id',
      { ...succeeded, id: '', data: { object: { id: 'pi_x' } } },
      'The event has no id.',
    ],
    ['no type', { id: 'evt_shape', data: { object: {} } }, 'The event has no type.'],
    [
      "an id too long to be Stripe's",
      { ...succeeded, id: `evt_shape${'x'.repeat(247)}`, data: { object: { id: 'pi_x' } } },
      "The event's id is longer than 255 characters.",
    ],
    [
      "a type too long to be Stripe's",
      { id: 'evt_shape', type: 'x'.repeat(256), data: { object: {} } },
      "The event's type is longer than 255 characters.",
    ],
    [
      "a payment id too long to be Stripe's",
      { ...succeeded, data: { object: { id: `pi_${'x'.repeat(253)}` } } },
      'The payment id is longer than 255 characters.',
    ],
    ['no data', succeeded, 'The event has no data.object.'],
    ['no data.object', { ...succeeded, data: {} }, 'The event has no data.object.'],
    [
      'a null data.object',
      { ...succeeded, data: { object: null } },
      'The event has no data.object.',
    ],
    [
      'another type without data',
      { id: 'evt_shape', type: 'charge.refunded' },
      'The event has no data.object.',
    ],
    [
      'a payment without id',
      { ...succeeded, data: { object: { object: 'payment_intent' } } },
      'The event names no payment in data.object.id.',
    ],
    [
      'a number for the payment',
      { ...succeeded, data: { object: { id: 12 } } },
      'The event names no payment in data.object.id.',
    ],
  ])('refuses %s with 400 and remembers nothing', async (_shape, body, message) => {
    const payload = typeof body === 'string' ? body : JSON.stringify(body);
    const result = await deliver(payload);
    expect({ status: result.status, body: result.body }).toEqual({
      status: 400,
      body: { message },
    });
    expect(await t.deps.webhookEvents.seen('evt_shape')).toBe(false);
  });
});
