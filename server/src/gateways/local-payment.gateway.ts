// The test-mode card gateway of the embedded default: intents in the database and a
// confirm call that knows only Stripe's public test card numbers. Never used in production.
import { randomBytes } from 'node:crypto';
import { CARD_MESSAGES, isExpired, testCardOutcome } from '../../../src/domain/card';
import type { LocalCardConfirmInput } from '../../../src/domain/card';
import type { OrderPayments } from '../../../src/application/ports/order-store.port';
import { sentenceOf } from '../../../src/application/refusals';
import type { Clock } from '../auth/clock';
import type { SqlClient, SqlExecutor } from '../db/sql-client.port';
import type {
  GatewayRefund,
  PaymentGateway,
  PaymentRecord,
  PaymentRequest,
  RefundRequest,
} from '../../../src/application/ports/payment-gateway.port';
import { refundDeclineOf } from '../../../src/domain/card-refund';

export type LocalConfirmResult =
  { ok: true; paymentIntentId: string } | { ok: false; status: 402 | 404 | 409; message: string };

/**
 * Runs inside the charge's transaction, before the card is charged: records the payment on
 * its order, or says why this order cannot be paid (then nothing is charged).
 */
export type SettleBeforeCharge = (
  orders: OrderPayments,
  payment: PaymentRecord,
  /** The charge's transaction, for what else a payment may settle (invoices on account). */
  tx: SqlExecutor,
) => Promise<{ ok: true } | { ok: false; message: string }>;

type IntentStatus = 'requires_payment_method' | 'succeeded' | 'canceled' | 'refunded';

interface IntentRow {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  status: IntentStatus;
}

const intentColumns = `id, order_id::text AS "orderId", amount, currency, status`;
const randomToken = (bytes: number) => randomBytes(bytes).toString('hex');

export const INTENT_CANCELLED = sentenceOf({ code: 'payment-cancelled' });

const toRecord = (intent: IntentRow, status: IntentStatus = intent.status): PaymentRecord => ({
  id: intent.id,
  orderId: intent.orderId,
  amountCents: intent.amount,
  currency: intent.currency,
  succeeded: status === 'succeeded',
});

export class LocalPaymentGateway implements PaymentGateway {
  constructor(
    private readonly db: SqlClient,
    private readonly clock: Clock,
    /** The orders as seen from inside the charge's transaction. */
    private readonly ordersIn: (tx: SqlExecutor) => OrderPayments,
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

  async cancelOpenIntents(orderId: string): Promise<PaymentRecord | undefined> {
    // A confirm holding the intent's row finishes first; this UPDATE then skips what it charged.
    await this.db.query(
      `UPDATE local_payment_intents SET status = 'canceled'
       WHERE order_id = $1 AND status = 'requires_payment_method'`,
      [orderId],
    );
    return this.findSucceededPayment(orderId);
  }

  async refund(paymentId: string): Promise<void> {
    await this.db.query(
      `UPDATE local_payment_intents SET status = 'refunded' WHERE id = $1 AND status = 'succeeded'`,
      [paymentId],
    );
  }

  /**
   * Refunds part of a charged intent, as Stripe would: at most what it charged less its
   * earlier refunds, and the same key twice is the one refund. The intent's row is locked,
   * so two refunds of one payment are counted in turn.
   */
  refundPart(request: RefundRequest): Promise<GatewayRefund> {
    return this.db.transaction(async (tx): Promise<GatewayRefund> => {
      const [intent] = await tx.query<IntentRow & { refunded: string }>(
        `SELECT ${intentColumns},
           (SELECT coalesce(sum(r.amount), 0)::text FROM local_payment_refunds r
            WHERE r.payment_id = i.id) AS refunded
         FROM local_payment_intents i WHERE id = $1 FOR UPDATE`,
        [request.paymentId],
      );
      const [asked] = await tx.query<{ id: string }>(
        'SELECT id FROM local_payment_refunds WHERE idempotency_key = $1',
        [request.idempotencyKey],
      );
      if (asked) return { outcome: 'refunded', id: asked.id };
      const decline = refundDeclineOf(
        intent && { ...intent, refundedCents: Number(intent.refunded) },
        request.amountCents,
      );
      if (decline) return { outcome: 'declined', message: decline };
      const id = `re_local_${randomToken(12)}`;
      await tx.query(
        `INSERT INTO local_payment_refunds (idempotency_key, id, payment_id, amount)
         VALUES ($1, $2, $3, $4)`,
        [request.idempotencyKey, id, request.paymentId, request.amountCents],
      );
      return { outcome: 'refunded', id };
    });
  }

  /**
   * What the local card form's Pay button does: charge a test card against an intent. The
   * intent's row is locked from the first read, and `settle` runs in the same transaction,
   * so a removal of the order either comes first (and nothing is charged) or after (and
   * finds the order paid).
   */
  confirm(input: LocalCardConfirmInput, settle: SettleBeforeCharge): Promise<LocalConfirmResult> {
    return this.db.transaction(async (tx): Promise<LocalConfirmResult> => {
      const rows = await tx.query<IntentRow>(
        `SELECT ${intentColumns} FROM local_payment_intents WHERE client_secret = $1 FOR UPDATE`,
        [input.clientSecret],
      );
      const intent = rows[0];
      if (!intent) {
        return { ok: false, status: 404, message: 'This payment is unknown. Reload the page.' };
      }
      if (intent.status === 'succeeded') return { ok: true, paymentIntentId: intent.id };
      if (intent.status !== 'requires_payment_method') {
        return { ok: false, status: 409, message: INTENT_CANCELLED };
      }
      const expiry = { month: input.card.expMonth, year: input.card.expYear };
      if (isExpired(expiry, this.clock.now())) {
        return { ok: false, status: 402, message: CARD_MESSAGES.expired };
      }
      const outcome = testCardOutcome(input.card.number);
      if (outcome.status === 'declined') {
        return { ok: false, status: 402, message: outcome.message };
      }
      const settled = await settle(this.ordersIn(tx), toRecord(intent, 'succeeded'), tx);
      if (!settled.ok) {
        await tx.query(`UPDATE local_payment_intents SET status = 'canceled' WHERE id = $1`, [
          intent.id,
        ]);
        return { ok: false, status: 409, message: settled.message };
      }
      await tx.query(`UPDATE local_payment_intents SET status = 'succeeded' WHERE id = $1`, [
        intent.id,
      ]);
      return { ok: true, paymentIntentId: intent.id };
    });
  }
}
