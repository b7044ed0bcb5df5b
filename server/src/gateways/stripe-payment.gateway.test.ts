// The Stripe adapter against a small stand-in for Stripe's API on loopback (there is no
// stripe-mock here): what it sends, and how it reads answers and errors.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { PaymentGatewayUnavailableError } from '../../../src/application/ports/payment-gateway.port';
import { StripePaymentGateway } from './stripe-payment.gateway';

interface Seen {
  method: string;
  url: string;
  body: string;
  idempotencyKey: string | undefined;
}

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: { orderId: string };
}

const orderId = '7b0f3c1e-0d53-4c1a-9a51-5f1d6f0c2a11';
const seen: Seen[] = [];
/** Stripe's side: the intents it holds, by id. */
const intents = new Map<string, FakeIntent>();
let created = 0;

const missing = (message: string): [number, unknown] => [
  404,
  { error: { type: 'invalid_request_error', code: 'resource_missing', message } },
];

/** Stripe's refunds by idempotency key (a key sent again answers the first refund). */
const refunds = new Map<string, { id: string; amount: number; paymentIntent: string }>();

function refundAtStripe(request: IncomingMessage, body: string): [number, unknown] {
  const form = new URLSearchParams(body);
  const paymentIntent = form.get('payment_intent') ?? '';
  if (paymentIntent === 'pi_500Failure0001') {
    return [500, { error: { type: 'api_error', message: 'boom' } }];
  }
  const key = String(request.headers['idempotency-key']);
  const known = refunds.get(key);
  const reply = (refund: { id: string; amount: number }) => ({
    id: refund.id,
    object: 'refund',
    amount: refund.amount,
    status: 'succeeded',
  });
  if (known) return [200, reply(known)];
  const intent = intents.get(paymentIntent);
  const given = [...refunds.values()]
    .filter((refund) => refund.paymentIntent === paymentIntent)
    .reduce((sum, refund) => sum + refund.amount, 0);
  const amount = Number(form.get('amount') ?? intent?.amount_received ?? 0);
  // An intent this stand-in does not hold is refunded as asked (the full refund's test).
  if (intent && amount > intent.amount_received - given) {
    return [
      400,
      {
        error: {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          message: 'Refund amount is greater than unrefunded amount on charge.',
        },
      },
    ];
  }
  const refund = {
    id: `re_Test${String(refunds.size + 1).padStart(4, '0')}`,
    amount,
    paymentIntent,
  };
  refunds.set(key, refund);
  return [200, reply(refund)];
}

function answer(request: IncomingMessage, body: string): [number, unknown] {
  const url = request.url ?? '';
  if (request.method === 'POST' && url === '/v1/payment_intents') {
    created += 1;
    const form = new URLSearchParams(body);
    const id = `pi_3TestIntent${String(created).padStart(4, '0')}`;
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      amount_received: 0,
      currency: form.get('currency') ?? '',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_abc`,
      metadata: { orderId: form.get('metadata[orderId]') ?? '' },
    };
    intents.set(id, intent);
    return [200, intent];
  }
  if (url === '/v1/payment_intents/pi_500Failure0001') {
    return [500, { error: { type: 'api_error', message: 'boom' } }];
  }
  if (request.method === 'POST' && url === '/v1/refunds') return refundAtStripe(request, body);
  const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url);
  if (cancel) {
    const intent = intents.get(cancel[1] ?? '');
    if (!intent) return missing(url);
    if (intent.status === 'succeeded') {
      return [
        400,
        { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' } },
      ];
    }
    intent.status = 'canceled';
    return [200, intent];
  }
  const read = /^\/v1\/payment_intents\/([^/?]+)/.exec(url);
  const intent = read && intents.get(read[1] ?? '');
  return intent ? [200, intent] : missing(url);
}

let server: Server;
let gateway: StripePaymentGateway;
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const key = request.headers['idempotency-key'];
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        body,
        idempotencyKey: typeof key === 'string' ? key : undefined,
      });
      const [status, json] = answer(request, body);
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stripe = new Stripe('sk_test_local', {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  gateway = new StripePaymentGateway(stripe, database.db);
}, 30_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});
beforeEach(async () => {
  await database.reset();
  intents.clear();
  refunds.clear();
  seen.length = 0;
});

/** Stripe's side of a card payment the customer completed in the browser. */
function chargeAtStripe(id: string) {
  const intent = intents.get(id);
  if (!intent) throw new Error(`no intent ${id}`);
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
}

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
    const request = { paymentId: id, amountCents: 1200, idempotencyKey: 'refund-r1' };
    expect(await gateway.refundPart(request)).toEqual({ outcome: 'refunded', id: 're_Test0001' });
    const sent = seen.at(-1);
    expect(sent?.url).toBe('/v1/refunds');
    expect(Object.fromEntries(new URLSearchParams(sent?.body))).toEqual({
      payment_intent: id,
      amount: '1200',
    });
    expect(sent?.idempotencyKey).toBe('refund-r1');
    expect(await gateway.refundPart(request)).toEqual({ outcome: 'refunded', id: 're_Test0001' });
    expect(refunds.size).toBe(1);
  });

  it('reports a refund Stripe refuses as declined, with its reason', async () => {
    const id = await openIntent();
    chargeAtStripe(id);
    expect(
      await gateway.refundPart({ paymentId: id, amountCents: 4501, idempotencyKey: 'refund-r2' }),
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
      }),
    ).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
  });

  it('reports an outage as unavailable, not as a missing payment', async () => {
    await expect(gateway.findPayment('pi_500Failure0001')).rejects.toBeInstanceOf(
      PaymentGatewayUnavailableError,
    );
  });
});
