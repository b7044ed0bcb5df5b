// The Stripe PaymentPort's use of Stripe.js, with a stand-in for the loaded Stripe object.
import type { PaymentIntentResult, Stripe, StripeCardElement } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import type { ApiPort } from '../../ports/api.port';
import { createStripePayment, type StripeCard } from './payment.stripe';

const element = { mount: vi.fn() } as unknown as StripeCardElement;
const card: StripeCard = { kind: 'stripe-card', element };
const billingDetails = {
  name: 'Casey Customer',
  email: 'customer@paintco.test',
  address: '18 Brush Lane, Columbus, OH 43004',
  phone: '+1 614 555 0142',
};

function stripeAnswering(result: Partial<PaymentIntentResult>) {
  const confirmCardPayment = vi.fn(async () => result as PaymentIntentResult);
  const stripe = { confirmCardPayment } as unknown as Stripe;
  return { confirmCardPayment, port: createStripePayment({} as ApiPort, Promise.resolve(stripe)) };
}

const pay = (port: ReturnType<typeof stripeAnswering>['port'], source = card) =>
  port.confirmCardPayment({ clientSecret: 'pi_1_secret_2', card: source, billingDetails });

describe('Stripe payment', () => {
  it('confirms the card element with the billing details and gives the intent id', async () => {
    const { confirmCardPayment, port } = stripeAnswering({
      paymentIntent: { id: 'pi_1', status: 'succeeded' } as PaymentIntentResult['paymentIntent'],
    });
    expect(await pay(port)).toEqual({ ok: true, value: { transactionId: 'pi_1' } });
    expect(confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2', {
      payment_method: {
        card: element,
        billing_details: {
          name: billingDetails.name,
          email: billingDetails.email,
          phone: billingDetails.phone,
          address: { line1: billingDetails.address },
        },
      },
    });
  });

  it("passes on Stripe's message for a card error", async () => {
    const { port } = stripeAnswering({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    expect(await pay(port)).toEqual({
      ok: false,
      error: { kind: 'card', message: 'Your card was declined.' },
    });
  });

  it('reports a connection problem as a network error', async () => {
    const { port } = stripeAnswering({
      error: { type: 'api_connection_error', message: 'Network down' },
    });
    expect(await pay(port)).toMatchObject({ ok: false, error: { kind: 'network' } });
  });

  it('does not call a payment that still needs an action completed', async () => {
    const { port } = stripeAnswering({
      paymentIntent: {
        id: 'pi_1',
        status: 'requires_action',
      } as PaymentIntentResult['paymentIntent'],
    });
    expect(await pay(port)).toEqual({
      ok: false,
      error: { kind: 'card', code: 'not-completed' },
    });
  });

  it('says so when Stripe.js could not be loaded', async () => {
    const port = createStripePayment({} as ApiPort, Promise.resolve(null));
    expect(await pay(port)).toEqual({
      ok: false,
      error: { kind: 'network', code: 'form-unavailable' },
    });
  });

  it('refuses a typed card', async () => {
    const { port } = stripeAnswering({});
    expect(
      await port.confirmCardPayment({
        clientSecret: 'pi_1_secret_2',
        card: { kind: 'typed-card' },
        billingDetails,
      }),
    ).toEqual({ ok: false, error: { kind: 'card', code: 'unsupported-card' } });
  });
});
