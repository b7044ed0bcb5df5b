// Returns on the SQL client (migration 036). `request` locks the order's row, as refunds
// do, so requests and refunds of one order are checked one at a time across every API
// process; each decision moves the return only from the state it must be in, with its
// timeline entry, audit entry and e-mail in the same transaction.
import type {
  PlanReturn,
  ReturnDecision,
  ReturnStore,
} from '../../../src/application/ports/return-store.port';
import type { AuditAction } from '../../../src/domain/audit-log';
import { DEMO_INVOICE_TERMS, type InvoiceSeller } from '../../../src/domain/invoice';
import type { OutgoingMail } from '../../../src/domain/mail';
import { LOCAL_SITE_URL } from '../../../src/domain/mail-links';
import type { OrderReturn, ReturnRefusal, ReturnStatus } from '../../../src/domain/order-return';
import type { OrderEventKind } from '../../../src/domain/order-timeline';
import { fail, ok, type Result } from '../../../src/domain/result';
import { returnAcceptedMail, returnRefusedMail } from '../../../src/domain/return-mails';
import type { SqlClient, SqlExecutor, SqlValue } from '../db/sql-client.port';
import { recordAudit } from './audit-log.sql';
import { enqueueMail } from './mail-outbox.sql';
import { appendOrderEvent } from './order-timeline.sql';
import { orderById } from './orders.sql';
import { refundsWhere } from './refunds.sql';
import { iso, returnedId, selecting, withoutNulls, type RowOf } from './sql-row';

type ReturnRow = RowOf<OrderReturn, 'createdAt'>;

const returnColumns = `r.id::text AS "_id", r.order_id::text AS "orderId", o.number AS "orderNumber",
  r.email, r.status, r.reason, r.lines, r.created_at AS "createdAt", r.decided_by AS "decidedBy",
  r.refusal, r.refund_id::text AS "refundId"`;
const returnSources = 'order_returns r JOIN orders o ON o.id = r.order_id';

function toReturn({ createdAt, ...row }: ReturnRow): OrderReturn {
  return withoutNulls({ ...row, createdAt: iso(createdAt) });
}

const selectReturns = selecting(returnColumns, returnSources, toReturn);

const returnsWhere = (
  db: SqlExecutor,
  where: string,
  values: readonly SqlValue[],
  order = 'r.created_at, r.id',
): Promise<OrderReturn[]> => selectReturns(db, `WHERE ${where} ORDER BY ${order}`, values);

export class ReturnsSql implements ReturnStore {
  constructor(
    private readonly db: SqlClient,
    /** The store's address (SITE_URL), which the e-mails' links start with. */
    private readonly siteUrl: string = LOCAL_SITE_URL,
    /** Where returned parcels go: the seller printed on the invoices. */
    private readonly returnTo: Pick<InvoiceSeller, 'name' | 'address'> = DEMO_INVOICE_TERMS.seller,
  ) {}

  request(
    orderId: string,
    reason: string,
    actor: string,
    now: Date,
    plan: PlanReturn,
  ): Promise<Result<OrderReturn, ReturnRefusal | { readonly code: 'no-such-order' }>> {
    return this.db.transaction(async (tx) => {
      // Every return and refund of this order, from any process, waits here for the one before.
      const order = await orderById(tx, orderId, 'FOR UPDATE');
      if (!order) return fail({ code: 'no-such-order' } as const);
      const [shipped] = await tx.query<{ at: Date | string }>(
        `SELECT at FROM order_events WHERE order_id = $1 AND kind = 'shipped'`,
        [orderId],
      );
      const verdict = plan({
        order,
        shippedAt: shipped && new Date(shipped.at),
        now,
        returns: await returnsWhere(tx, 'r.order_id = $1', [orderId]),
        refunds: await refundsWhere(tx, 'r.order_id = $1', orderId),
      });
      if (!verdict.ok) return verdict;
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO order_returns (order_id, email, status, reason, lines)
         VALUES ($1, (SELECT email FROM orders WHERE id = $1), 'requested', $2, $3::jsonb)
         RETURNING id::text AS id`,
        [orderId, reason, JSON.stringify(verdict.value)],
      );
      const [created] = await returnsWhere(tx, 'r.id = $1', [returnedId(inserted)]);
      if (!created) throw new Error('The return just asked for was not found');
      await record(tx, created, 'return-requested', actor);
      return ok(created);
    });
  }

  async find(returnId: string): Promise<OrderReturn | undefined> {
    const [found] = await returnsWhere(this.db, 'r.id = $1', [returnId]);
    return found;
  }

  listForOrder(orderId: string): Promise<OrderReturn[]> {
    return returnsWhere(this.db, 'r.order_id = $1', [orderId]);
  }

  async list(status: ReturnStatus | undefined, limit: number): Promise<OrderReturn[]> {
    return returnsWhere(
      this.db,
      '$1::text IS NULL OR r.status = $1',
      [status ?? null, limit],
      'r.created_at DESC, r.id DESC LIMIT $2',
    );
  }

  accept(returnId: string, actor: string): Promise<ReturnDecision> {
    return this.move(returnId, 'requested', 'accepted', actor, {}, (moved) =>
      returnAcceptedMail(moved, this.returnTo, this.siteUrl),
    );
  }

  refuse(returnId: string, actor: string, reason: string): Promise<ReturnDecision> {
    return this.move(returnId, 'requested', 'refused', actor, { refusal: reason }, (moved) =>
      returnRefusedMail(moved, this.siteUrl),
    );
  }

  markRefunded(returnId: string, refundId: string, actor: string): Promise<ReturnDecision> {
    return this.move(returnId, 'accepted', 'refunded', actor, { refundId }, () => undefined);
  }

  /** Moves the return from `from` to `to` (locked), with its entries and its e-mail. */
  private move(
    returnId: string,
    from: ReturnStatus,
    to: ReturnStatus,
    actor: string,
    extra: { refusal?: string; refundId?: string },
    mail: (moved: OrderReturn) => OutgoingMail | undefined,
  ): Promise<ReturnDecision> {
    return this.db.transaction(async (tx): Promise<ReturnDecision> => {
      const [locked] = await tx.query<{ status: ReturnStatus }>(
        'SELECT status FROM order_returns WHERE id = $1 FOR UPDATE',
        [returnId],
      );
      if (!locked) return { refused: 'no-such-return' };
      if (locked.status !== from) return { refused: 'return-decided' };
      const decided = to === 'refunded' ? null : actor;
      await tx.query(
        `UPDATE order_returns SET status = $2, decided_by = COALESCE($3, decided_by),
                refusal = $4, refund_id = $5
         WHERE id = $1`,
        [returnId, to, decided, extra.refusal ?? null, extra.refundId ?? null],
      );
      const [moved] = await returnsWhere(tx, 'r.id = $1', [returnId]);
      if (!moved) throw new Error(`Return ${returnId} was not found`);
      await record(tx, moved, STEP_OF[to], actor);
      const message = mail(moved);
      if (message) await enqueueMail(tx, message);
      return { decided: moved };
    });
  }
}

const STEP_OF: Readonly<Record<ReturnStatus, OrderEventKind & AuditAction>> = {
  requested: 'return-requested',
  accepted: 'return-accepted',
  refused: 'return-refused',
  refunded: 'return-received',
};

/** The step on the order's timeline and in the audit log, inside `tx`. */
async function record(
  tx: SqlExecutor,
  one: OrderReturn,
  step: OrderEventKind & AuditAction,
  actor: string,
): Promise<void> {
  await appendOrderEvent(tx, one.orderId, step, actor);
  await recordAudit(tx, actor, step, `#${one.orderNumber}`, one.orderId);
}
