// The approvals' calls (src/ports/calls/approvals.calls.ts), each answered by its use case:
// the API server registers these, and the in-memory API serves them.
import type { SpendingLimits } from '../../domain/spending-limits';
import type { CallHandlers, SignedInAsk } from '../served-call';
import { setCompanyLimit, setMemberLimits } from '../companies/members';
import type { ApprovalDeps } from '../companies/company-deps';
import { approveOrder, declineOrder, listCompanyApprovals, myApprovalRequests } from './approvals';

type ByApproval<Body = unknown> = SignedInAsk<{ id: string; orderId: string }, Body>;

export const approvalHandlers = {
  setMemberLimits: (deps, ask: SignedInAsk<{ id: string; email: string }, SpendingLimits>) =>
    setMemberLimits(deps, ask.viewer, ask.params.id, ask.params.email, ask.body),
  setCompanyLimit: (deps, ask: SignedInAsk<{ id: string }, { monthlyLimitCents: number | null }>) =>
    setCompanyLimit(deps, ask.viewer, ask.params.id, ask.body.monthlyLimitCents),
  listCompanyApprovals: (deps, ask: SignedInAsk<{ id: string }>) =>
    listCompanyApprovals(deps, ask.viewer, ask.params.id),
  approveCompanyOrder: (deps, ask: ByApproval) =>
    approveOrder(deps, ask.viewer, ask.params.id, ask.params.orderId),
  declineCompanyOrder: (deps, ask: ByApproval<{ reason: string }>) =>
    declineOrder(deps, ask.viewer, ask.params.id, ask.params.orderId, ask.body.reason),
  listMyApprovalRequests: (deps, ask: SignedInAsk) => myApprovalRequests(deps, ask.viewer),
} satisfies CallHandlers<ApprovalDeps>;
