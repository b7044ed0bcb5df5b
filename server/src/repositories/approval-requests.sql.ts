// Asking for an approval as an order is placed (migration 030): orders.sql.ts calls these
// inside the placing transaction, under the buyer's lock, so the month's spend read here
// cannot change before the order joins it. Also the approvals' columns as ApprovalsSql reads them.
import { approvalRequestedMail } from '../../../src/domain/approval-mails';
import { toCents } from '../../../src/domain/money';
import type { Order } from '../../../src/domain/order';
import type { OrderApproval } from '../../../src/domain/order-approval';
import { approvalNeeded, monthStart, type ApprovalNeed } from '../../../src/domain/spending-limits';
import type { SqlExecutor } from '../db/sql-client.port';
import { enqueueMail } from './mail-outbox.sql';
import { appendOrderEvent } from './order-timeline.sql';
import { iso, withoutNulls, type RowOf } from './sql-row';

export type ApprovalRow = RowOf<OrderApproval, 'requestedAt' | 'decidedAt'>;

/** The columns of an approval as read at `$now`: pending with no live order reads 'lapsed'. */
export const approvalColumns = (now: string) => `a.order_id::text AS "orderId",
  a.order_number::int AS "orderNumber", a.company_id::text AS "companyId",
  a.buyer_email AS "buyerEmail", a.buyer_name AS "buyerName",
  a.total_cents::float8 AS "totalCents", a.reason, a.limit_cents::float8 AS "limitCents",
  CASE WHEN a.status = 'pending' AND NOT EXISTS (
         SELECT 1 FROM orders o WHERE o.id = a.order_id AND o.status = 'unpaid'
           AND o.expires_at > ${now})
       THEN 'lapsed' ELSE a.status END AS status,
  a.requested_at AS "requestedAt", a.decided_by AS "decidedBy", a.decided_at AS "decidedAt",
  a.decline_reason AS "declineReason"`;

export function toApproval({ requestedAt, decidedAt, ...row }: ApprovalRow): OrderApproval {
  return withoutNulls({
    ...row,
    requestedAt: iso(requestedAt),
    decidedAt: decidedAt && iso(decidedAt),
  });
}

// Any fixed number: the class of the advisory locks that stand for one company's month.
const companySpendLockClass = 8_787_039;

/** What orders `o` matching `whose` spent since `$2` at `$3`: paid, or unpaid and live. */
const spentSince = (whose: string) => `(SELECT coalesce(sum(round(o.tool_price * 100)), 0)
  FROM orders o
  WHERE ${whose} AND o.created_at >= $2 AND (o.status <> 'unpaid' OR o.expires_at > $3)
    AND NOT EXISTS (SELECT 1 FROM order_approvals a
                    WHERE a.order_id = o.id AND a.status = 'pending'))::float8`;

/**
 * Inside the placing transaction, under the buyer's lock: whether the buyer's order of
 * `totalCents` needs an approver, from their limits and what they spent this month (orders
 * placed since its start that are paid, or unpaid and live, and not waiting for approval),
 * and from the company's monthly limit and what all its members spent.
 */
export async function approvalNeedWithin(
  tx: SqlExecutor,
  email: string,
  totalCents: number,
  now: Date,
): Promise<(ApprovalNeed & { companyId: string }) | undefined> {
  const [membership] = await tx.query<{ companyId: string }>(
    'SELECT company_id::text AS "companyId" FROM company_members WHERE user_email = $1',
    [email],
  );
  if (!membership) return undefined;
  // Held to the end of the transaction, after the buyer's own lock (always in this order):
  // two members' orders, from any process, read the company's month one after the other.
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
    companySpendLockClass,
    membership.companyId,
  ]);
  const [member] = await tx.query<{
    companyId: string;
    orderLimitCents: number | null;
    monthlyLimitCents: number | null;
    spentCents: number;
    companyLimitCents: number | null;
    companySpentCents: number;
  }>(
    `SELECT m.company_id::text AS "companyId", m.order_limit_cents::float8 AS "orderLimitCents",
       m.monthly_limit_cents::float8 AS "monthlyLimitCents",
       ${spentSince('o.email = m.user_email')} AS "spentCents",
       c.monthly_limit_cents::float8 AS "companyLimitCents",
       ${spentSince('o.company_id = m.company_id')} AS "companySpentCents"
     FROM company_members m JOIN companies c ON c.id = m.company_id
     WHERE m.user_email = $1`,
    [email, monthStart(now), now],
  );
  if (!member) return undefined;
  const need = approvalNeeded(totalCents, member.spentCents, member, {
    monthlyLimitCents: member.companyLimitCents,
    spentCents: member.companySpentCents,
  });
  return need && { ...need, companyId: member.companyId };
}

/**
 * Inside the placing transaction: records that `order` waits for approval, on its timeline,
 * and queues the e-mail to each approver and company admin of the company but its buyer.
 */
export async function requestApprovalWithin(
  tx: SqlExecutor,
  order: Order,
  need: ApprovalNeed & { companyId: string },
  siteUrl: string,
): Promise<Order> {
  const [buyer] = await tx.query<{ name: string }>(
    `INSERT INTO order_approvals (order_id, order_number, company_id, buyer_email, buyer_name,
                                  total_cents, reason, limit_cents)
     SELECT $1, $2, $3, $4, coalesce((SELECT name FROM users WHERE email = $4), ''), $5, $6, $7
     RETURNING buyer_name AS name`,
    [
      order._id,
      order.number,
      need.companyId,
      order.email,
      toCents(order.toolPrice),
      need.reason,
      need.limitCents,
    ],
  );
  await appendOrderEvent(tx, order._id, 'approval-requested', order.email);
  const approvers = await tx.query<{ email: string }>(
    `SELECT user_email AS email FROM company_members
     WHERE company_id = $1 AND role IN ('approver', 'company-admin') AND user_email <> $2
     ORDER BY user_email`,
    [need.companyId, order.email],
  );
  const waiting = {
    orderId: order._id,
    orderNumber: order.number,
    buyerEmail: order.email,
    buyerName: buyer?.name ?? '',
    totalCents: toCents(order.toolPrice),
    reason: need.reason,
    limitCents: need.limitCents,
  };
  for (const { email } of approvers) {
    await enqueueMail(tx, approvalRequestedMail(waiting, email, siteUrl));
  }
  return { ...order, approval: { status: 'pending', reason: need.reason } };
}
