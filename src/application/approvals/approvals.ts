// Approving company orders (issue 25, item 4): an approver or company admin of the order's
// company lists the orders that wait, approves one (it becomes payable, with a fresh
// deadline) or declines it with a reason (its stock goes back). Nobody decides their own
// order, and nobody outside the company decides any: another company's order id names none.
import { decidesOwnOrder, type OrderApproval } from '../../domain/order-approval';
import { unpaidOrderExpiry } from '../../domain/order-deadline';
import { fail, ok, type Result } from '../../domain/result';
import type { ApprovalDecision } from '../ports/approval-store.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { companyAccess } from '../companies/company-access';
import type { ApprovalDeps } from '../companies/company-deps';

/** How many approvals a list shows, newest first. */
export const APPROVALS_LISTED = 200;

/** The company's approvals: its approvers and company admins, and the store's admins. */
export async function listCompanyApprovals(
  deps: ApprovalDeps,
  viewer: Viewer,
  companyId: string,
): Promise<Result<OrderApproval[], Refusal>> {
  const access = await companyAccess(deps.companies, viewer, companyId, 'member');
  if (!access.ok) return access;
  if (access.value.role === 'buyer') return fail({ code: 'approver-only' });
  return ok(await deps.approvals.listForCompany(companyId, deps.now(), APPROVALS_LISTED));
}

/** The approvals the viewer's own orders asked for. */
export async function myApprovalRequests(
  deps: ApprovalDeps,
  viewer: Viewer,
): Promise<Result<OrderApproval[], Refusal>> {
  return ok(await deps.approvals.listForBuyer(viewer.email, deps.now(), APPROVALS_LISTED));
}

/**
 * Who may decide: an approver or company admin who is a member of this very company (a
 * store admin who is not is told there is no such company), never on their own order.
 */
async function decidable(
  deps: ApprovalDeps,
  viewer: Viewer,
  companyId: string,
  orderId: string,
): Promise<Result<OrderApproval, Refusal>> {
  const membership = await deps.companies.membershipOf(viewer.email);
  if (membership?.company._id !== companyId) return fail({ code: 'no-such-company' });
  if (membership.role === 'buyer') return fail({ code: 'approver-only' });
  const approval = await deps.approvals.find(companyId, orderId, deps.now());
  if (!approval) return fail({ code: 'no-such-approval' });
  if (decidesOwnOrder(approval, viewer.email)) return fail({ code: 'own-order-approval' });
  return ok(approval);
}

const decided = (decision: ApprovalDecision): Result<OrderApproval, Refusal> =>
  'decided' in decision ? ok(decision.decided) : fail({ code: decision.refused });

export async function approveOrder(
  deps: ApprovalDeps,
  viewer: Viewer,
  companyId: string,
  orderId: string,
): Promise<Result<OrderApproval, Refusal>> {
  const allowed = await decidable(deps, viewer, companyId, orderId);
  if (!allowed.ok) return allowed;
  const now = deps.now();
  // The buyer gets the time any order has to be paid, from the approval on.
  const deadline = new Date(unpaidOrderExpiry(now, deps.unpaidOrderTtlMinutes));
  return decided(await deps.approvals.approve(companyId, orderId, viewer.email, now, deadline));
}

export async function declineOrder(
  deps: ApprovalDeps,
  viewer: Viewer,
  companyId: string,
  orderId: string,
  reason: string,
): Promise<Result<OrderApproval, Refusal>> {
  const allowed = await decidable(deps, viewer, companyId, orderId);
  if (!allowed.ok) return allowed;
  return decided(await deps.approvals.decline(companyId, orderId, viewer.email, reason));
}
