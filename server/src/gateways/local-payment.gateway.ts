// The test-mode card gateway of the embedded default: intents in the database and a
// confirm call that knows only Stripe's public test card numbers.
import { randomBytes } from 'node:crypto';
import { CARD_MESSAGES, isExpired, testCardOutcome } from '../../../src/domain/card';
import type { LocalCardConfirmInput } from '../../../src/domain/card';
import type { Clock } from '../auth/clock';
import type { SqlExecutor } from '../db/sql-client.port';
import type { PaymentGateway, PaymentRecord, PaymentRequest } from './payment-gateway.port';

export type LocalConfirmResult =
  { ok: true; paymentIntentId: string } | { ok: false; status: 402 | 404; message: string };

interface IntentRow {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded';
}

const intentColumns = `id, order_id::text AS "orderId", amount, currency, status`;
const randomToken = (bytes: number) => randomBytes(bytes).toString('hex');

const toRecord = (intent: IntentRow): PaymentRecord => ({
  id: intent.id,
  orderId: intent.orderId,
  amountCents: intent.amount,
  currency: intent.currency,
  succeeded: intent.status === 'succeeded',
});

export class LocalPaymentGateway implements PaymentGateway {
  constructor(
    private readonly db: SqlExecutor,
    private readonly clock: Clock,
  ) {}

  async createIntent(request: PaymentRequest): Promise<{ clientSecret: string }> {
    // Reloading the payment page reuses the open intent instead of piling up new ones.
    const open = await this.db.query<{ clientSecret: string }>(
      `SELECT client_secret AS "clientSecret" FROM local_payment_intents
       WHERE order_id = $1 AND amount = $2 AND currency = $3
         AND status = 'requires_payment_method'
       ORDER BY created_at DESC LIMIT 1`,
      [request.orderId, request.amountCents, request.currency],
    );
    if (open[0]) return open[0];
    const id = `pi_local_${randomToken(12)}`;
    const clientSecret = `${id}_secret_${randomToken(16)}`;
    await this.db.query(
      `INSERT INTO local_payment_intents (id, client_secret, order_id, amount, currency, status)
       VALUES ($1, $2, $3, $4, $5, 'requires_payment_method')`,
      [id, clientSecret, request.orderId, request.amountCents, request.currency],
    );
    return { clientSecret };
  }

  async findSucceededPayment(orderId: string): Promise<PaymentRecord | undefined> {
    const rows = await this.db.query<IntentRow>(
      `SELECT ${intentColumns} FROM local_payment_intents
       WHERE order_id = $1 AND status = 'succeeded' ORDER BY created_at DESC LIMIT 1`,
      [orderId],
    );
    return rows[0] && toRecord(rows[0]);
  }

  async findPayment(transactionId: string): Promise<PaymentRecord | undefined> {
    const rows = await this.db.query<IntentRow>(
      `SELECT ${intentColumns} FROM local_payment_intents WHERE id = $1`,
      [transactionId],
    );
    return rows[0] && toRecord(rows[0]);
  }

  /** What the local card form's Pay button does: charge a test card against an intent. */
  async confirm(input: LocalCardConfirmInput): Promise<LocalConfirmResult> {
    const rows = await this.db.query<IntentRow>(
      `SELECT ${intentColumns} FROM local_payment_intents WHERE client_secret = $1`,
      [input.clientSecret],
    );
    const intent = rows[0];
    if (!intent) {
      return { ok: false, status: 404, message: 'This payment is unknown. Reload the page.' };
    }
    if (intent.status === 'succeeded') return { ok: true, paymentIntentId: intent.id };
    const expiry = { month: input.card.expMonth, year: input.card.expYear };
    if (isExpired(expiry, this.clock.now())) {
      return { ok: false, status: 402, message: CARD_MESSAGES.expired };
    }
    const outcome = testCardOutcome(input.card.number);
    if (outcome.status === 'declined') return { ok: false, status: 402, message: outcome.message };
    await this.db.query(
      `UPDATE local_payment_intents SET status = 'succeeded'
       WHERE id = $1 AND status = 'requires_payment_method'`,
      [intent.id],
    );
    return { ok: true, paymentIntentId: intent.id };
  }
}
