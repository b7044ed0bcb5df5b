// A small stand-in for Stripe's API on loopback (there is no stripe-mock here): the
// PaymentIntents and refunds the store asks for, kept in Maps, with Stripe's answers and
// errors. Tests of the Stripe adapter, and of refunds through it, share it.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface SeenRequest {
  method: string;
  url: string;
  body: string;
  idempotencyKey: string | undefined;
}

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: { orderId: string };
}

export interface FakeRefund {
  id: string;
  amount: number;
  paymentIntent: string;
  status: string;
  metadata: Record<string, string>;
  failureReason?: string;
}

/** A refund's later word, as Stripe's webhook sends it (event type, data.object). */
export type RefundOutcome = 'succeeded' | 'failed' | 'canceled';

/** A payment whose every request fails with a 500 (Stripe down). */
export const FAILING_PAYMENT_ID = 'pi_500Failure0001';

const missing = (message: string): [number, unknown] => [
  404,
  { error: { type: 'invalid_request_error', code: 'resource_missing', message } },
];

export class StripeStandIn {
  readonly seen: SeenRequest[] = [];
  /** Stripe's side: the intents it holds, by id. */
  readonly intents = new Map<string, FakeIntent>();
  /** Stripe's refunds by idempotency key (a key sent again answers the first refund). */
  readonly refunds = new Map<string, FakeRefund>();
  /** Refunds are made, but the answer is lost on the way back (a 500 after the work). */
  loseRefundAnswers = false;
  /** What a new refund answers: `pending` when the card's bank has yet to say. */
  refundsAnswer: 'succeeded' | 'pending' = 'succeeded';
  private created = 0;
  private events = 0;
  private readonly server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const key = request.headers['idempotency-key'];
      this.seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        body,
        idempotencyKey: typeof key === 'string' ? key : undefined,
      });
      const [status, json] = this.answer(request, body);
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(json));
    });
  });

  /** Listens on a free loopback port; the Stripe client that talks to it. */
  async start(): Promise<Stripe> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return new Stripe('sk_test_local', {
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  }

  close(): Promise<void> {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  reset(): void {
    this.intents.clear();
    this.refunds.clear();
    this.seen.length = 0;
    this.loseRefundAnswers = false;
    this.refundsAnswer = 'succeeded';
  }

  /** The only refund Stripe holds, or an error: what a test of one refund settles. */
  onlyRefund(): FakeRefund {
    const [refund, ...more] = this.refunds.values();
    if (!refund || more.length > 0) throw new Error(`${this.refunds.size} refunds at Stripe`);
    return refund;
  }

  /**
   * The card's bank answered a pending refund: Stripe's event saying so, as its webhook
   * sends it (a failed one as `refund.failed`, the others as `refund.updated`).
   */
  refundSettled(refund: FakeRefund, status: RefundOutcome, failureReason = 'declined'): string {
    refund.status = status;
    if (status === 'failed') refund.failureReason = failureReason;
    this.events += 1;
    return JSON.stringify({
      id: `evt_refund_${String(this.events).padStart(4, '0')}`,
      object: 'event',
      type: status === 'failed' ? 'refund.failed' : 'refund.updated',
      data: { object: this.refundObject(refund) },
    });
  }

  private refundObject(refund: FakeRefund) {
    return {
      id: refund.id,
      object: 'refund',
      amount: refund.amount,
      payment_intent: refund.paymentIntent,
      status: refund.status,
      metadata: refund.metadata,
      failure_reason: refund.failureReason ?? null,
    };
  }

  /** Stripe's side of a card payment the customer completed in the browser. */
  charge(id: string, amount?: number): void {
    const intent = this.intents.get(id) ?? this.intentFor(id, amount ?? 0);
    intent.status = 'succeeded';
    intent.amount_received = amount ?? intent.amount;
  }

  private intentFor(id: string, amount: number): FakeIntent {
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: 'usd',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_abc`,
      metadata: { orderId: '' },
    };
    this.intents.set(id, intent);
    return intent;
  }

  private refund(request: IncomingMessage, body: string): [number, unknown] {
    const form = new URLSearchParams(body);
    const paymentIntent = form.get('payment_intent') ?? '';
    if (paymentIntent === FAILING_PAYMENT_ID) {
      return [500, { error: { type: 'api_error', message: 'boom' } }];
    }
    const key = String(request.headers['idempotency-key']);
    const known = this.refunds.get(key);
    const reply = (refund: FakeRefund): [number, unknown] =>
      this.loseRefundAnswers
        ? [500, { error: { type: 'api_error', message: 'lost on the way back' } }]
        : [200, this.refundObject(refund)];
    if (known) return reply(known);
    const intent = this.intents.get(paymentIntent);
    const given = [...this.refunds.values()]
      // A failed refund gave nothing back: its money may be refunded again.
      .filter((refund) => refund.paymentIntent === paymentIntent)
      .filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
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
    const refundId = form.get('metadata[refundId]');
    const refund: FakeRefund = {
      id: `re_Test${String(this.refunds.size + 1).padStart(4, '0')}`,
      amount,
      paymentIntent,
      status: this.refundsAnswer,
      metadata: refundId === null ? {} : { refundId },
    };
    this.refunds.set(key, refund);
    return reply(refund);
  }

  private answer(request: IncomingMessage, body: string): [number, unknown] {
    const url = request.url ?? '';
    if (request.method === 'POST' && url === '/v1/payment_intents') {
      this.created += 1;
      const form = new URLSearchParams(body);
      const intent = this.intentFor(
        `pi_3TestIntent${String(this.created).padStart(4, '0')}`,
        Number(form.get('amount')),
      );
      intent.currency = form.get('currency') ?? '';
      intent.metadata = { orderId: form.get('metadata[orderId]') ?? '' };
      return [200, intent];
    }
    if (url === `/v1/payment_intents/${FAILING_PAYMENT_ID}`) {
      return [500, { error: { type: 'api_error', message: 'boom' } }];
    }
    if (request.method === 'POST' && url === '/v1/refunds') return this.refund(request, body);
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url);
    if (cancel) {
      const intent = this.intents.get(cancel[1] ?? '');
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
    const intent = read && this.intents.get(read[1] ?? '');
    return intent ? [200, intent] : missing(url);
  }
}
