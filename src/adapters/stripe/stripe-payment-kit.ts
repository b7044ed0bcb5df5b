// The Stripe payment adapter as the payment page loads it: one Stripe.js instance shared by
// the card element and the confirmation, as Stripe requires.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { ApiPort } from '../../ports/api.port';
import type { PaymentKit } from '../../ports/payment.port';
import { createStripePayment } from './payment.stripe';
import { createStripeCardFields } from './stripe-card-fields';

export function createStripePaymentKit(api: ApiPort, publishableKey: string): PaymentKit {
  const stripe = loadStripe(publishableKey);
  return { port: createStripePayment(api, stripe), CardFields: createStripeCardFields(stripe) };
}
