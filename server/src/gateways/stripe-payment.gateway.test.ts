// The Stripe adapter against a small stand-in for Stripe's API on loopback (there is no
// stripe-mock here): what it sends, and how it reads answers and errors.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentGatewayUnavailableError } from './payment-gateway.port';
import { StripePaymentGateway } from './stripe-payment.gateway';

interface Seen {
  method: string;
  url: string;
  body: string;
  idempotencyKey: string | undefined;
}

const seen: Seen[] = [];
const intent = {
  id: 'pi_3TestIntent0001',
  object: 'payment_intent',
  amount: 4500,
  amount_received: 4500,
  currency: 'usd',
  status: 'succeeded',
  client_secret: 'pi_3TestIntent0001_secret_abc',
  metadata: { orderId: 'order-1' },
};

function answer(request: IncomingMessage, body: string): [number, unknown] {
  if (request.method === 'POST' && request.url === '/v1/payment_intents') return [200, intent];
  if (request.url === `/v1/payment_intents/${intent.id}`) return [200, intent];
  if (request.url === '/v1/payment_intents/pi_500Failure0001') {
    return [500, { error: { type: 'api_error', message: 'boom' } }];
  }
  return [
    404,
    { error: { type: 'invalid_request_error', code: 'resource_missing', message: body } },
  ];
}

let server: Server;
let gateway: StripePaymentGateway;

beforeAll(async () => {
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
  gateway = new StripePaymentGateway(stripe);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('StripePaymentGateway', () => {
  it('creates a card PaymentIntent for the amount, with the order id and an idempotency key', async () => {
    const result = await gateway.createIntent({
      orderId: 'order-1',
      amountCents: 4500,
      currency: 'usd',
    });
    expect(result).toEqual({ clientSecret: intent.client_secret });
    const request = seen.at(-1);
    const form = new URLSearchParams(request?.body);
    expect(form.get('amount')).toBe('4500');
    expect(form.get('currency')).toBe('usd');
    expect(form.get('metadata[orderId]')).toBe('order-1');
    expect(request?.idempotencyKey).toBe('order-order-1-4500');
  });

  it('reads a payment back, and knows no made-up or malformed id', async () => {
    expect(await gateway.findPayment(intent.id)).toEqual({
      id: intent.id,
      orderId: 'order-1',
      amountCents: 4500,
      currency: 'usd',
      succeeded: true,
    });
    expect(await gateway.findPayment('pi_MadeUpButWellFormed')).toBeUndefined();
    const before = seen.length;
    expect(await gateway.findPayment('not an id/../x')).toBeUndefined();
    expect(seen.length).toBe(before);
  });

  it('reports an outage as unavailable, not as a missing payment', async () => {
    await expect(gateway.findPayment('pi_500Failure0001')).rejects.toBeInstanceOf(
      PaymentGatewayUnavailableError,
    );
  });
});
