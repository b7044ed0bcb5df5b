// Approvals on the SQL client (migration 030); they are asked for as an order is placed
// (approval-requests.sql.ts). Each decision locks the approval row, then its order's: two
// approvers queue, and an approval racing the order's lapse either moves the deadline
// before the expiry looks again (it checks the deadline as it deletes), or finds it gone.
import type {
  ApprovalDecision,
  ApprovalStore,
} from '../../../src/application/ports/approval-store.port';
import { approvalDecidedMail } from '../../../src/domain/approval-mails';
import { LOCAL_SITE_URL } from '../../../src/domain/mail-links';
import type { ApprovalStatus, OrderApproval } from '../../../src/domain/order-approval';
import type { SqlClient, SqlExecutor } from '../db/sql-client.port';
import { approvalColumns, toApproval, type ApprovalRow } from './approval-requests.sql';
import { mustExist } from './sql-row';
import { enqueueMail } from './mail-outbox.sql';
import { appendOrderEvent } from './order-timeline.sql';
import { removeUnpaidWithin } from './orders.sql';

export class ApprovalsSql implements ApprovalStore {
  constructor(
    private readonly db: SqlClient,
    /** The store's address (SITE_URL), which the e-mails' links start with. */
    private readonly siteUrl: string = LOCAL_SITE_URL,
  ) {}

  private async list(where: string, key: string, now: Date, limit: number) {
    const rows = await this.db.query<ApprovalRow>(
      `SELECT ${approvalColumns('$2')} FROM order_approvals a WHERE ${where} = $1
       ORDER BY a.requested_at DESC, a.order_id LIMIT $3`,
      [key, now, limit],
    );
    return rows.map(toApproval);
  }

  listForCompany(companyId: string, now: Date, limit: number): Promise<OrderApproval[]> {
    return this.list('a.company_id', companyId, now, limit);
  }

  listForBuyer(email: string, now: Date, limit: number): Promise<OrderApproval[]> {
    return this.list('a.buyer_email', email, now, limit);
  }

  async find(companyId: string, orderId: string, now: Date): Promise<OrderApproval | undefined> {
    const rows = await this.db.query<ApprovalRow>(
      `SELECT ${approvalColumns('$3')} FROM order_approvals a
       WHERE a.company_id = $1 AND a.order_id = $2`,
      [companyId, orderId, now],
    );
    return rows[0] && toApproval(rows[0]);
  }

  /** Locks the company's pending approval of `orderId`; refuses one that is none or decided. */
  private async lockPending(
    tx: SqlExecutor,
    companyId: string,
    orderId: string,
  ): Promise<ApprovalDecision | undefined> {
    const [row] = await tx.query<{ status: ApprovalStatus }>(
      `SELECT status FROM order_approvals WHERE company_id = $1 AND order_id = $2 FOR UPDATE`,
      [companyId, orderId],
    );
    if (!row) return { refused: 'no-such-approval' };
    return row.status === 'pending' ? undefined : { refused: 'approval-decided' };
  }

  private async decide(
    tx: SqlExecutor,
    orderId: string,
    decider: string,
    declineReason: string | null,
  ): Promise<OrderApproval> {
    const [row] = await tx.query<ApprovalRow>(
      `WITH decided AS (
         UPDATE order_approvals SET status = $2, decided_by = $3, decided_at = now(),
                decline_reason = $4
         WHERE order_id = $1 RETURNING *
       )
       SELECT ${approvalColumns('now()')} FROM decided a`,
      [orderId, declineReason === null ? 'approved' : 'declined', decider, declineReason],
    );
    const approval = toApproval(mustExist(row, 'The approval just locked was not found'));
    await appendOrderEvent(tx, orderId, declineReason === null ? 'approved' : 'declined', decider);
    await enqueueMail(tx, approvalDecidedMail(approval, this.siteUrl));
    return approval;
  }

  approve(
    companyId: string,
    orderId: string,
    approver: string,
    now: Date,
    deadline: Date,
  ): Promise<ApprovalDecision> {
    return this.db.transaction(async (tx): Promise<ApprovalDecision> => {
      const refused = await this.lockPending(tx, companyId, orderId);
      if (refused) return refused;
      // Locks the order: an expiry waiting on it then finds the new deadline and leaves it.
      const live = await tx.query(
        `UPDATE orders SET expires_at = $3
         WHERE id = $1 AND status = 'unpaid' AND expires_at > $2 RETURNING id`,
        [orderId, now, deadline],
      );
      if (live.length === 0) return { refused: 'approval-lapsed' };
      return { decided: await this.decide(tx, orderId, approver, null) };
    });
  }

  decline(
    companyId: string,
    orderId: string,
    decider: string,
    reason: string,
  ): Promise<ApprovalDecision> {
    return this.db.transaction(async (tx): Promise<ApprovalDecision> => {
      const refused = await this.lockPending(tx, companyId, orderId);
      if (refused) return refused;
      const removal = { kind: 'declined', actor: decider } as const;
      if ((await removeUnpaidWithin(tx, orderId, removal, this.siteUrl)) === 0) {
        return { refused: 'approval-lapsed' };
      }
      return { decided: await this.decide(tx, orderId, decider, reason) };
    });
  }

  declinePendingOf(
    companyId: string,
    buyerEmail: string,
    decider: string,
    reason: string,
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      const pending = await tx.query<{ orderId: string }>(
        `SELECT order_id::text AS "orderId" FROM order_approvals
         WHERE company_id = $1 AND buyer_email = $2 AND status = 'pending'
         ORDER BY order_id FOR UPDATE`,
        [companyId, buyerEmail],
      );
      let declined = 0;
      for (const { orderId } of pending) {
        const removal = { kind: 'declined', actor: decider } as const;
        if ((await removeUnpaidWithin(tx, orderId, removal, this.siteUrl)) === 0) continue;
        await this.decide(tx, orderId, decider, reason);
        declined += 1;
      }
      return declined;
    });
  }
}
