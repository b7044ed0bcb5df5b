// Orders waiting for a company's approver, as the use cases see them: a SQL table on the
// server, a Map in the in-memory API. Placing an order decides whether it waits (the order
// store, in the step that reserves its stock); here it is decided, once: each decision
// locks the approval and its order, so two approvers, or an approver and the order's
// lapse, cannot both win.
import type { OrderApproval } from '../../domain/order-approval';

export type ApprovalDecision =
  | { readonly decided: OrderApproval }
  | { readonly refused: 'no-such-approval' | 'approval-decided' | 'approval-lapsed' };

export interface ApprovalStore {
  /**
   * The company's approvals, newest first (at most `limit`); one still pending whose order
   * is gone or lapsed by `now` reads 'lapsed'.
   */
  listForCompany(companyId: string, now: Date, limit: number): Promise<OrderApproval[]>;
  /** The approvals of one buyer's orders, newest first, as listForCompany reads them. */
  listForBuyer(email: string, now: Date, limit: number): Promise<OrderApproval[]>;
  /** The approval of `orderId` in `companyId`; another company's is none. */
  find(companyId: string, orderId: string, now: Date): Promise<OrderApproval | undefined>;
  /**
   * Approves a pending approval whose order has not lapsed by `now`, and gives the order
   * `deadline` to be paid by; queues the buyer's e-mail.
   */
  approve(
    companyId: string,
    orderId: string,
    approver: string,
    now: Date,
    deadline: Date,
  ): Promise<ApprovalDecision>;
  /** Declines a pending approval: its order is removed and its stock goes back; queues the e-mail. */
  decline(
    companyId: string,
    orderId: string,
    decider: string,
    reason: string,
  ): Promise<ApprovalDecision>;
  /** Declines every pending approval of the buyer's orders in the company; answers how many. */
  declinePendingOf(
    companyId: string,
    buyerEmail: string,
    decider: string,
    reason: string,
  ): Promise<number>;
}
