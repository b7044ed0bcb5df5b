// Card payments through Stripe (when STRIPE_SECRET_KEY is set).
import type Stripe from 'stripe';
import {
  PaymentGatewayUnavailableError,
  type PaymentGateway,
  type PaymentRecord,
  type PaymentRequest,
} from './payment-gateway.port';

const paymentIntentId = /^pi_[A-Za-z0-9]{8,64}$/;

const toRecord = (intent: Stripe.PaymentIntent): PaymentRecord => ({
  id: intent.id,
  orderId: intent.metadata['orderId'],
  amountCents: intent.amount_received,
  currency: intent.currency,
  succeeded: intent.status === 'succeeded',
});

export class StripePaymentGateway implements PaymentGateway {
  constructor(private readonly stripe: Stripe) {}

  async createIntent(request: PaymentRequest): Promise<{ clientSecret: string }> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          allowed_payment_method_types: ['card'],
          metadata: { orderId: request.orderId },
        },
        // A retried request (double click, reload) gets the same intent back.
        { idempotencyKey: `order-${request.orderId}-${request.amountCents}` },
      );
      if (!intent.client_secret) throw new Error('Stripe returned no client secret');
      return { clientSecret: intent.client_secret };
    } catch (error) {
      throw new PaymentGatewayUnavailableError(error);
    }
  }

  async findSucceededPayment(orderId: string): Promise<PaymentRecord | undefined> {
    try {
      // orderId is a UUID checked by the route, so it is safe inside the search query.
      const found = await this.stripe.paymentIntents.search({
        query: `status:'succeeded' AND metadata['orderId']:'${orderId}'`,
        limit: 1,
      });
      const intent = found.data[0];
      return intent && toRecord(intent);
    } catch (error) {
      throw new PaymentGatewayUnavailableError(error);
    }
  }

  async findPayment(transactionId: string): Promise<PaymentRecord | undefined> {
    // Anything else is not a PaymentIntent id; asking Stripe would only cost a round trip.
    if (!paymentIntentId.test(transactionId)) return undefined;
    try {
      return toRecord(await this.stripe.paymentIntents.retrieve(transactionId));
    } catch (error) {
      if (isMissingResource(error)) return undefined;
      throw new PaymentGatewayUnavailableError(error);
    }
  }
}

function isMissingResource(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code?: unknown }).code === 'resource_missing'
  );
}
