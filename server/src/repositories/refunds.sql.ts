// Refunds and credit notes on the SQL client. `begin` locks the order's row, so refunds of
// one order are checked and recorded one at a time across every API process; `complete`
// issues the credit note (its gapless counter held like the invoices') with the stock, the
// timeline and the audit entry in one transaction.
import {
  issueCreditNote,
  type CreditSettlement,
  type CreditNote,
} from '../../../src/domain/credit-note';
import type { Refund } from '../../../src/domain/refund';
import type {
  BegunRefund,
  PlanRefund,
  RefundStore,
} from '../../../src/application/ports/refund-store.port';
import type { SqlClient, SqlExecutor, SqlValue } from '../db/sql-client.port';
import { InvoicesSql, takeNumber } from './invoices.sql';
import { orderById } from './orders.sql';
import { recordAudit } from './audit-log.sql';
import { appendOrderEvent } from './order-timeline.sql';
import { iso, mustExist, returnedId, selecting, withoutNulls, type RowOf } from './sql-row';
import { allocateArrivalsForTools } from './backorders.sql';
import { refundedUnits } from '../../../src/domain/backorder';
import { LOCAL_SITE_URL } from '../../../src/domain/mail-links';

type RefundRow = RowOf<Refund, 'createdAt'>;

const refundColumns = `r.id::text AS "_id", r.order_id::text AS "orderId", o.number AS "orderNumber",
  r.status, r.amount_cents::float8 AS "amountCents", r.reason, r.restock AS restocked, r.lines,
  r.created_at AS "createdAt", r.failure,
  CASE WHEN r.status = 'pending' THEN r.gateway_refund_id END AS "gatewayRefundId",
  (SELECT c.number FROM credit_notes c WHERE c.refund_id = r.id) AS "creditNoteNumber"`;
const refundSources = 'refunds r JOIN orders o ON o.id = r.order_id';

function toRefund({ createdAt, ...row }: RefundRow): Refund {
  return withoutNulls({ ...row, createdAt: iso(createdAt) });
}

const selectRefunds = selecting(refundColumns, refundSources, toRefund);

export const refundsWhere = (db: SqlExecutor, where: string, value: SqlValue): Promise<Refund[]> =>
  selectRefunds(db, `WHERE ${where} ORDER BY r.created_at, r.id`, [value]);

async function oneRefund(db: SqlExecutor, id: string): Promise<Refund> {
  return mustExist((await refundsWhere(db, 'r.id = $1', id))[0], `Refund ${id} was not found`);
}

export class RefundsSql implements RefundStore {
  constructor(
    private readonly db: SqlClient,
    /** Where the "ready to ship" e-mails of orders served by restocked units link. */
    private readonly siteUrl: string = LOCAL_SITE_URL,
  ) {}

  begin(orderId: string, key: string, actor: string, plan: PlanRefund): Promise<BegunRefund> {
    return this.db.transaction(async (tx): Promise<BegunRefund> => {
      // Every refund of this order, from any process, waits here for the one before it.
      const order = await orderById(tx, orderId, 'FOR UPDATE');
      if (!order) return { kind: 'no-order' };
      const [asked] = await refundsWhere(tx, 'r.key = $1', key);
      if (asked) return { kind: 'asked-before', refund: asked };
      const verdict = plan(order, await refundsWhere(tx, 'r.order_id = $1', orderId));
      if (!verdict.ok) return { kind: 'refused', refusal: verdict.error };
      const { amountCents, lines, reason, restock } = verdict.value;
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO refunds (key, order_id, status, amount_cents, reason, restock, lines, actor)
         VALUES ($1, $2, 'pending', $3, $4, $5, $6::jsonb, $7) RETURNING id::text AS id`,
        [key, orderId, amountCents, reason, restock, JSON.stringify(lines), actor],
      );
      return { kind: 'begun', refund: await oneRefund(tx, returnedId(inserted)) };
    });
  }

  complete(refundId: string, settlement: CreditSettlement, actor: string): Promise<Refund> {
    return this.db.transaction(async (tx) => {
      const settled = await tx.query<{ id: string }>(
        `UPDATE refunds SET status = 'done', gateway_refund_id = coalesce(gateway_refund_id, $2)
         WHERE id = $1 AND status = 'pending' RETURNING id`,
        [refundId, settlement.kind === 'card-refund' ? settlement.gatewayRefundId : null],
      );
      const refund = await oneRefund(tx, refundId);
      // Done already (a retry that raced this one): its credit note was issued with it.
      if (settled.length === 0) return refund;
      const invoice = await new InvoicesSql(tx).findByOrderId(refund.orderId);
      if (!invoice) throw new Error(`Order ${refund.orderId} was refunded without an invoice`);
      const taken = await takeNumber(tx, 'credit_note_counter');
      const note = issueCreditNote(refund, invoice, { ...taken, settlement });
      await tx.query(
        `INSERT INTO credit_notes (sequence, number, refund_id, order_id, invoice_number,
                                   buyer_email, issued_at, total_cents, snapshot)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
        [
          note.sequence,
          note.number,
          refundId,
          note.orderId,
          note.invoiceNumber,
          note.buyer.email,
          note.issuedAt,
          note.totalCents,
          JSON.stringify(note),
        ],
      );
      await this.settleUnits(tx, refund);
      await appendOrderEvent(tx, refund.orderId, 'refunded', actor);
      await recordAudit(tx, actor, 'order-refunded', `#${refund.orderNumber}`, refund.orderId);
      return { ...refund, creditNoteNumber: note.number };
    });
  }

  markFailed(refundId: string, failure: string, actor: string): Promise<Refund> {
    return this.db.transaction(async (tx) => {
      const settled = await tx.query<{ id: string }>(
        `UPDATE refunds SET status = 'failed', failure = $2
         WHERE id = $1 AND status = 'pending' RETURNING id`,
        [refundId, failure],
      );
      const refund = await oneRefund(tx, refundId);
      // Settled already (a retry that raced this one): its entries were written with it.
      if (settled.length === 0) return refund;
      await appendOrderEvent(tx, refund.orderId, 'refund-failed', actor);
      await recordAudit(tx, actor, 'refund-failed', `#${refund.orderNumber}`, refund.orderId);
      return refund;
    });
  }

  async markAwaiting(refundId: string, gatewayRefundId: string): Promise<Refund> {
    await this.db.query(
      `UPDATE refunds SET gateway_refund_id = $2
       WHERE id = $1 AND status = 'pending' AND gateway_refund_id IS NULL`,
      [refundId, gatewayRefundId],
    );
    return oneRefund(this.db, refundId);
  }

  async find(refundId: string): Promise<Refund | undefined> {
    const [refund] = await refundsWhere(this.db, 'r.id = $1', refundId);
    return refund;
  }

  listPendingOlderThan(ageMs: number): Promise<Refund[]> {
    const older = `r.created_at <= clock_timestamp() - $1 * interval '1 millisecond'`;
    return refundsWhere(this.db, `r.status = 'pending' AND ${older}`, ageMs);
  }

  listForOrder(orderId: string): Promise<Refund[]> {
    return refundsWhere(this.db, 'r.order_id = $1', orderId);
  }

  async findCreditNote(refundId: string): Promise<CreditNote | undefined> {
    const rows = await this.db.query<{ snapshot: CreditNote }>(
      'SELECT snapshot FROM credit_notes WHERE refund_id = $1',
      [refundId],
    );
    return rows[0]?.snapshot;
  }

  /**
   * The refunded units: those still waiting for stock first, no longer waited for (they
   * never took stock, so nothing goes back for them); the rest back on sale when the admin
   * said they came back (a tool deleted since gets nothing back), going first to the paid
   * orders waiting for them.
   */
  private async settleUnits(tx: SqlExecutor, refund: Refund): Promise<void> {
    const lines = await tx.query<{ position: number; toolId: string; backordered: number }>(
      `SELECT position, tool_id::text AS "toolId", backordered FROM order_lines
       WHERE order_id = $1 AND position = ANY($2::int[]) FOR UPDATE`,
      [refund.orderId, refund.lines.map((line) => line.line)],
    );
    const byPosition = new Map(lines.map((line) => [line.position, line]));
    const settled = refund.lines.flatMap((asked) => {
      const line = byPosition.get(asked.line);
      return line ? [{ ...line, ...refundedUnits(line, asked.qty) }] : [];
    });
    await tx.query(
      `UPDATE order_lines SET backordered = order_lines.backordered - r.waiting,
              restock_date = CASE WHEN order_lines.backordered = r.waiting THEN NULL
                                  ELSE order_lines.restock_date END
       FROM unnest($2::int[], $3::int[]) AS r(position, waiting)
       WHERE order_lines.order_id = $1 AND order_lines.position = r.position AND r.waiting > 0`,
      [refund.orderId, settled.map((line) => line.position), settled.map((l) => l.fromWaiting)],
    );
    if (!refund.restocked) return;
    const restocked = await tx.query<{ id: string }>(
      `UPDATE tools SET available_qty = tools.available_qty + r.qty
       FROM (SELECT tool_id, sum(qty)::int AS qty FROM unnest($1::uuid[], $2::int[]) AS u(tool_id, qty)
             GROUP BY tool_id) AS r
       WHERE tools.id = r.tool_id AND r.qty > 0
       RETURNING tools.id::text AS id`,
      [settled.map((line) => line.toolId), settled.map((line) => line.fromStock)],
    );
    await allocateArrivalsForTools(
      tx,
      restocked.map((tool) => tool.id),
      this.siteUrl,
    );
  }
}
