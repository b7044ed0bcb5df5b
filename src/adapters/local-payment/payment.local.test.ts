// The local test-mode PaymentPort against a stand-in of the API's confirm call.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CARD_MESSAGES } from '../../domain/card';
import type { ApiPort } from '../../ports/api.port';
import type { BillingDetails, TypedCard } from '../../ports/payment.port';
import { createLocalPayment } from './payment.local';

const BASE = 'http://api.test';
const CONFIRM = `${BASE}/payments/local/confirm`;
const SECRET = 'pi_local_abc_secret_def';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const card: TypedCard = {
  kind: 'typed-card',
  number: '4242 4242 4242 4242',
  expiry: '12/40',
  cvc: '123',
};
const billingDetails: BillingDetails = {
  name: 'Casey Customer',
  email: 'customer@paintco.test',
  address: '18 Brush Lane, Columbus, OH 43004',
  phone: '+1 614 555 0142',
};

const createPaymentIntent = vi.fn<ApiPort['createPaymentIntent']>();
const payment = createLocalPayment({
  api: { createPaymentIntent } as unknown as ApiPort,
  baseUrl: BASE,
  now: () => new Date('2026-11-22T12:00:00Z'),
  timeoutMs: 500,
});

const confirm = (typed: TypedCard = card) =>
  payment.confirmCardPayment({ clientSecret: SECRET, card: typed, billingDetails });

describe('local test-mode payment', () => {
  it('asks the API for the client secret of the order', async () => {
    createPaymentIntent.mockResolvedValue({ ok: true, value: { clientSecret: SECRET } });
    expect(await payment.getClientSecret('order-1')).toEqual({
      ok: true,
      value: { clientSecret: SECRET },
    });
    expect(createPaymentIntent).toHaveBeenCalledWith('order-1');
  });

  it('posts the card as the gateway takes it and gives the intent id as transaction id', async () => {
    let received: unknown;
    server.use(
      http.post(CONFIRM, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ status: 'succeeded', paymentIntentId: 'pi_local_abc' });
      }),
    );
    expect(await confirm()).toEqual({ ok: true, value: { transactionId: 'pi_local_abc' } });
    expect(received).toEqual({
      clientSecret: SECRET,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
      billingDetails,
    });
  });

  it("shows the gateway's reason for a declined card", async () => {
    server.use(
      http.post(CONFIRM, () =>
        HttpResponse.json({ message: 'Your card was declined.' }, { status: 402 }),
      ),
    );
    expect(await confirm({ ...card, number: '4000 0000 0000 0002' })).toEqual({
      ok: false,
      error: { kind: 'card', message: 'Your card was declined.' },
    });
  });

  it('checks the card form before sending anything', async () => {
    const sent = vi.fn();
    server.use(http.post(CONFIRM, sent));
    expect(await confirm({ ...card, number: '4242 4242 4242 4241' })).toEqual({
      ok: false,
      error: { kind: 'card', message: CARD_MESSAGES.numberInvalid },
    });
    expect(await confirm({ ...card, expiry: '10/26' })).toEqual({
      ok: false,
      error: { kind: 'card', message: CARD_MESSAGES.expired },
    });
    expect(await confirm({ ...card, cvc: '1' })).toEqual({
      ok: false,
      error: { kind: 'card', message: CARD_MESSAGES.cvcInvalid },
    });
    expect(sent).not.toHaveBeenCalled();
  });

  it('refuses a card from another provider', async () => {
    expect(
      await payment.confirmCardPayment({
        clientSecret: SECRET,
        card: { kind: 'stripe-card' },
        billingDetails,
      }),
    ).toEqual({
      ok: false,
      error: { kind: 'card', code: 'unsupported-card' },
    });
  });

  it('reports a failing or unreachable gateway as a network error', async () => {
    server.use(http.post(CONFIRM, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    expect(await confirm()).toEqual({
      ok: false,
      error: { kind: 'network', code: 'provider-failed' },
    });
    server.use(http.post(CONFIRM, () => HttpResponse.error()));
    expect(await confirm()).toEqual({
      ok: false,
      error: { kind: 'network', code: 'unreachable' },
    });
  });

  it('never repeats a charge on its own', async () => {
    const calls = vi.fn(() => HttpResponse.json({ message: 'busy' }, { status: 503 }));
    server.use(http.post(CONFIRM, calls));
    await confirm();
    expect(calls).toHaveBeenCalledTimes(1);
  });
});
