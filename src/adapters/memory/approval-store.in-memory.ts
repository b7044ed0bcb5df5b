// The use cases' approval store in the in-memory world. Each decision runs to its end
// without awaiting, as the SQL store's transaction holds its locks: two approvers, or an
// approver and the order's lapse, cannot both win here either.
import type { ApprovalDecision, ApprovalStore } from '../../application/ports/approval-store.port';
import { approvalDecidedMail } from '../../domain/approval-mails';
import { LOCAL_SITE_URL } from '../../domain/mail-links';
import { hasExpired } from '../../domain/order-deadline';
import type { OrderApproval } from '../../domain/order-approval';
import { approvalsOf, type StoredApproval } from './approval-requests.in-memory';
import { appendOrderEventInMemory } from './history.in-memory';
import { recordMail } from './mailbox.in-memory';
import type { MemoryState } from './memory-state';
import type { OrderStoreInMemory } from './order-store.in-memory';

export class ApprovalStoreInMemory implements ApprovalStore {
  constructor(
    private readonly state: MemoryState,
    private readonly orders: OrderStoreInMemory,
  ) {}

  private get kept(): Map<string, StoredApproval> {
    return approvalsOf(this.state);
  }

  /** As read at `now`: pending with no live order reads 'lapsed'. */
  private readAt(approval: StoredApproval, now: Date): OrderApproval {
    const order = this.state.orders.get(approval.orderId);
    const live = order?.status === 'unpaid' && !hasExpired(order, now);
    return structuredClone(
      approval.status === 'pending' && !live ? { ...approval, status: 'lapsed' } : approval,
    );
  }

  private list(keep: (approval: StoredApproval) => boolean, now: Date, limit: number) {
    return [...this.kept.values()]
      .filter(keep)
      .sort(
        (a, b) => b.requestedAt.localeCompare(a.requestedAt) || a.orderId.localeCompare(b.orderId),
      )
      .slice(0, limit)
      .map((approval) => this.readAt(approval, now));
  }

  async listForCompany(companyId: string, now: Date, limit: number): Promise<OrderApproval[]> {
    return this.list((approval) => approval.companyId === companyId, now, limit);
  }

  async listForBuyer(email: string, now: Date, limit: number): Promise<OrderApproval[]> {
    return this.list((approval) => approval.buyerEmail === email, now, limit);
  }

  async find(companyId: string, orderId: string, now: Date): Promise<OrderApproval | undefined> {
    const approval = this.kept.get(orderId);
    return approval?.companyId === companyId ? this.readAt(approval, now) : undefined;
  }

  private pending(
    companyId: string,
    orderId: string,
  ): StoredApproval | Extract<ApprovalDecision, { refused: unknown }> {
    const approval = this.kept.get(orderId);
    if (approval?.companyId !== companyId) return { refused: 'no-such-approval' };
    return approval.status === 'pending' ? approval : { refused: 'approval-decided' };
  }

  private decide(approval: StoredApproval, decider: string, declineReason?: string): OrderApproval {
    const status = declineReason === undefined ? 'approved' : 'declined';
    Object.assign(approval, {
      status,
      decidedBy: decider,
      decidedAt: this.state.now().toISOString(),
      ...(declineReason === undefined ? {} : { declineReason }),
    });
    appendOrderEventInMemory(this.state, approval.orderId, status, decider);
    recordMail(this.state, approvalDecidedMail(approval, LOCAL_SITE_URL));
    return structuredClone(approval);
  }

  async approve(
    companyId: string,
    orderId: string,
    approver: string,
    now: Date,
    deadline: Date,
  ): Promise<ApprovalDecision> {
    const approval = this.pending(companyId, orderId);
    if ('refused' in approval) return approval;
    const order = this.state.orders.get(orderId);
    if (order?.status !== 'unpaid' || hasExpired(order, now)) return { refused: 'approval-lapsed' };
    order.expiresAt = deadline.toISOString();
    order.approval = { status: 'approved', reason: approval.reason, decidedBy: approver };
    return { decided: this.decide(approval, approver) };
  }

  private declineNow(approval: StoredApproval, decider: string, reason: string) {
    const removal = { kind: 'declined', actor: decider } as const;
    if (this.orders.removeUnpaidNow(approval.orderId, removal) === 0) return undefined;
    return this.decide(approval, decider, reason);
  }

  async decline(
    companyId: string,
    orderId: string,
    decider: string,
    reason: string,
  ): Promise<ApprovalDecision> {
    const approval = this.pending(companyId, orderId);
    if ('refused' in approval) return approval;
    const declined = this.declineNow(approval, decider, reason);
    return declined ? { decided: declined } : { refused: 'approval-lapsed' };
  }

  async declinePendingOf(
    companyId: string,
    buyerEmail: string,
    decider: string,
    reason: string,
  ): Promise<number> {
    const pending = [...this.kept.values()].filter(
      (approval) =>
        approval.companyId === companyId &&
        approval.buyerEmail === buyerEmail &&
        approval.status === 'pending',
    );
    return pending.filter((approval) => this.declineNow(approval, decider, reason)).length;
  }
}
