// PaymentPort for Stripe: the client secret from the API's create-payment-intent, then
// `stripe.confirmCardPayment` with the mounted CardElement and the order's billing details.
import type { Stripe, StripeCardElement, StripeError } from '@stripe/stripe-js';
import type { ApiPort } from '../../ports/api.port';
import type { CardSource, PaymentError, PaymentPort } from '../../ports/payment.port';
import { fail, ok } from '../../domain/result';

/** What the Stripe card fields hand to the machine: the mounted element itself. */
export interface StripeCard extends CardSource {
  readonly kind: 'stripe-card';
  readonly element: StripeCardElement;
}

export const isStripeCard = (card: CardSource): card is StripeCard =>
  card.kind === 'stripe-card' && 'element' in card && typeof card.element === 'object';

// Errors about the card or what was typed are for the customer to fix; the rest means
// Stripe could not be reached or failed, and trying again later may work.
const CARD_ERROR_TYPES: ReadonlySet<StripeError['type']> = new Set([
  'card_error',
  'validation_error',
  'invalid_request_error',
]);

function paymentErrorOf(error: StripeError): PaymentError {
  const kind = CARD_ERROR_TYPES.has(error.type) ? 'card' : 'network';
  return error.message === undefined
    ? { kind, code: 'no-reason' }
    : { kind, message: error.message };
}

export function createStripePayment(api: ApiPort, stripe: Promise<Stripe | null>): PaymentPort {
  return {
    getClientSecret: (orderId) => api.createPaymentIntent(orderId),

    async confirmCardPayment({ clientSecret, card, billingDetails }) {
      if (!isStripeCard(card)) return fail({ kind: 'card', code: 'unsupported-card' });
      const loaded = await stripe.catch(() => null);
      if (!loaded) return fail({ kind: 'network', code: 'form-unavailable' });
      const result = await loaded.confirmCardPayment(clientSecret, {
        payment_method: {
          card: card.element,
          billing_details: {
            name: billingDetails.name,
            email: billingDetails.email,
            phone: billingDetails.phone,
            address: { line1: billingDetails.address },
          },
        },
      });
      if (result.error) return fail(paymentErrorOf(result.error));
      if (result.paymentIntent.status !== 'succeeded') {
        return fail({ kind: 'card', code: 'not-completed' });
      }
      return ok({ transactionId: result.paymentIntent.id });
    },
  };
}
