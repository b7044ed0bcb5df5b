// Asking for an approval as an order is placed, in the in-memory world: the order store
// calls these in the synchronous step that reserves the stock, as the SQL store does under
// the buyer's lock. Also where the world keeps its approvals (approval-store.in-memory.ts).
import { approvalRequestedMail } from '../../domain/approval-mails';
import { LOCAL_SITE_URL } from '../../domain/mail-links';
import { toCents } from '../../domain/money';
import type { Order } from '../../domain/order';
import { hasExpired } from '../../domain/order-deadline';
import type { OrderApproval } from '../../domain/order-approval';
import {
  approvalNeeded,
  monthStart,
  NO_SPENDING_LIMITS,
  type ApprovalNeed,
} from '../../domain/spending-limits';
import { companiesOf } from './company-store.in-memory';
import { appendOrderEventInMemory } from './history.in-memory';
import { recordMail } from './mailbox.in-memory';
import { besideState } from './beside-state';
import type { MemoryState } from './memory-state';

/** As stored: never 'lapsed', which is read from the order at a moment. */
export type StoredApproval = OrderApproval & { status: 'pending' | 'approved' | 'declined' };

/** The world's approvals, by order id. */
export const approvalsOf = besideState(() => new Map<string, StoredApproval>());

const waitsForApproval = (state: MemoryState, orderId: string): boolean =>
  approvalsOf(state).get(orderId)?.status === 'pending';

/** Whether the buyer's order of `totalCents` needs an approver (as approvalNeedWithin). */
export function approvalNeedInMemory(
  state: MemoryState,
  email: string,
  totalCents: number,
  now: Date,
): (ApprovalNeed & { companyId: string }) | undefined {
  const member = companiesOf(state).members.get(email);
  if (!member) return undefined;
  const from = monthStart(now).getTime();
  const spentBy = (placedBy: (order: Order) => boolean): number =>
    [...state.orders.values()]
      .filter(
        (order) =>
          placedBy(order) &&
          new Date(order.createdAt).getTime() >= from &&
          !hasExpired(order, now) &&
          !waitsForApproval(state, order._id),
      )
      .reduce((sum, order) => sum + toCents(order.toolPrice), 0);
  const company = {
    monthlyLimitCents:
      companiesOf(state).companies.get(member.companyId)?.monthlyLimitCents ?? null,
    spentCents: spentBy((order) => order.companyId === member.companyId),
  };
  const need = approvalNeeded(
    totalCents,
    spentBy((order) => order.email === email),
    member.limits ?? NO_SPENDING_LIMITS,
    company,
  );
  return need && { ...need, companyId: member.companyId };
}

/** Records that the stored `order` waits, on its timeline, and e-mails the approvers. */
export function requestApprovalInMemory(
  state: MemoryState,
  order: Order,
  need: ApprovalNeed & { companyId: string },
): void {
  const approval: StoredApproval = {
    orderId: order._id,
    orderNumber: order.number,
    companyId: need.companyId,
    buyerEmail: order.email,
    buyerName: state.users.get(order.email)?.name ?? '',
    totalCents: toCents(order.toolPrice),
    reason: need.reason,
    limitCents: need.limitCents,
    status: 'pending',
    requestedAt: state.now().toISOString(),
  };
  approvalsOf(state).set(order._id, approval);
  order.approval = { status: 'pending', reason: need.reason };
  appendOrderEventInMemory(state, order._id, 'approval-requested', order.email);
  const approvers = [...companiesOf(state).members.entries()]
    .filter(
      ([email, member]) =>
        member.companyId === need.companyId && member.role !== 'buyer' && email !== order.email,
    )
    .map(([email]) => email)
    .sort();
  for (const email of approvers) {
    recordMail(state, approvalRequestedMail(approval, email, LOCAL_SITE_URL));
  }
}
