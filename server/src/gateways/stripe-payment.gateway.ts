// Card payments through Stripe (when STRIPE_SECRET_KEY is set). The intents opened for each
// order are remembered in the database, so a removed order's intents can all be cancelled.
import type Stripe from 'stripe';
import type { SqlExecutor } from '../db/sql-client.port';
import {
  PaymentGatewayUnavailableError,
  type GatewayRefund,
  type RefundRequest,
  type PaymentGateway,
  type PaymentRecord,
  type PaymentRequest,
} from '../../../src/application/ports/payment-gateway.port';

const paymentIntentId = /^pi_[A-Za-z0-9]{8,64}$/;

/** Stripe can still cancel an intent in these states; it refuses in the others. */
const cancellable = new Set<Stripe.PaymentIntent.Status>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'requires_capture',
]);

const toRecord = (intent: Stripe.PaymentIntent): PaymentRecord => ({
  id: intent.id,
  orderId: intent.metadata['orderId'],
  amountCents: intent.amount_received,
  currency: intent.currency,
  succeeded: intent.status === 'succeeded',
});

async function unavailableOnError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new PaymentGatewayUnavailableError(error);
  }
}

export class StripePaymentGateway implements PaymentGateway {
  constructor(
    private readonly stripe: Stripe,
    private readonly db: SqlExecutor,
  ) {}

  async createIntent(request: PaymentRequest): Promise<{ clientSecret: string }> {
    const intent = await unavailableOnError(() =>
      this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          allowed_payment_method_types: ['card'],
          metadata: { orderId: request.orderId },
        },
        // A retried request (double click, reload) gets the same intent back.
        { idempotencyKey: `order-${request.orderId}-${request.amountCents}` },
      ),
    );
    if (!intent.client_secret) {
      throw new PaymentGatewayUnavailableError(new Error('Stripe returned no client secret'));
    }
    await this.db.query(
      `INSERT INTO stripe_payment_intents (id, order_id) VALUES ($1, $2)
       ON CONFLICT (id) DO NOTHING`,
      [intent.id, request.orderId],
    );
    return { clientSecret: intent.client_secret };
  }

  async findSucceededPayment(orderId: string): Promise<PaymentRecord | undefined> {
    for (const intent of await this.intentsOf(orderId)) {
      if (intent.status === 'succeeded') return toRecord(intent);
    }
    return undefined;
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

  async cancelOpenIntents(orderId: string): Promise<PaymentRecord | undefined> {
    let charged: PaymentRecord | undefined;
    for (const intent of await this.intentsOf(orderId)) {
      if (intent.status === 'succeeded') charged ??= toRecord(intent);
      if (!cancellable.has(intent.status)) continue;
      const after = await unavailableOnError(() =>
        this.stripe.paymentIntents.cancel(
          intent.id,
          {},
          {
            idempotencyKey: `cancel-${intent.id}`,
          },
        ),
      ).catch(async (error: unknown) => {
        // Charged between our read and the cancel: Stripe refuses, and the intent says so.
        const now = await this.stripe.paymentIntents.retrieve(intent.id).catch(() => undefined);
        if (now?.status === 'succeeded') return now;
        throw error;
      });
      if (after.status === 'succeeded') charged ??= toRecord(after);
    }
    return charged;
  }

  async refund(paymentId: string): Promise<void> {
    await unavailableOnError(() =>
      this.stripe.refunds.create(
        { payment_intent: paymentId },
        { idempotencyKey: `refund-${paymentId}` },
      ),
    );
  }

  async refundPart(request: RefundRequest): Promise<GatewayRefund> {
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: request.paymentId,
          amount: request.amountCents,
          // Its later events (refund.updated, refund.failed) name our refund by this.
          metadata: { refundId: request.refundId },
        },
        // Stripe's own retries, and the admin's, come back to this one refund.
        { idempotencyKey: request.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        return { outcome: 'declined', message: refund.failure_reason ?? 'the refund failed.' };
      }
      // Taken on, but the card's bank answers later: Stripe's webhook says which.
      if (refund.status !== 'succeeded') return { outcome: 'pending', id: refund.id };
      return { outcome: 'refunded', id: refund.id };
    } catch (error) {
      const declined = declineOf(error);
      if (declined !== undefined) return { outcome: 'declined', message: declined };
      throw new PaymentGatewayUnavailableError(error);
    }
  }

  /** The intents this store opened for the order, as Stripe sees them now. */
  private async intentsOf(orderId: string): Promise<Stripe.PaymentIntent[]> {
    const rows = await this.db.query<{ id: string }>(
      'SELECT id FROM stripe_payment_intents WHERE order_id = $1 ORDER BY created_at',
      [orderId],
    );
    return unavailableOnError(() =>
      Promise.all(rows.map((row) => this.stripe.paymentIntents.retrieve(row.id))),
    );
  }
}

/**
 * Stripe's answer to a refund it will not make (already refunded, more than is left, a
 * payment it does not know): its message. Anything else (unreachable, a 5xx, a key
 * already in flight) leaves the outcome unknown: undefined.
 */
function declineOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { rawType, statusCode, message } = error as {
    rawType?: unknown;
    statusCode?: unknown;
    message?: unknown;
  };
  const refused = rawType === 'invalid_request_error' || rawType === 'card_error';
  if (!refused || statusCode === 409 || statusCode === 429) return undefined;
  return typeof message === 'string' ? message : 'Stripe refused the refund.';
}

function isMissingResource(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code?: unknown }).code === 'resource_missing'
  );
}
