// The approvals' calls (src/ports/calls/approvals.calls.ts), answered by
// src/application/approvals. Deciding an order (an e-mail and an audit entry each) counts
// against the admin's writes limit, as the store's own admin writes do.
import { approvalHandlers } from '../../../src/application/approvals/approval-handlers';
import { approvalCalls } from '../../../src/ports/calls/approvals.calls';
import type { AppDeps } from '../app-deps';
import { callRoutes } from '../http/call-routes';
import { perAccount } from '../http/rate-limits';
import { tradeDeps } from './companies.routes';

export function approvalRoutes(deps: AppDeps) {
  const writes = [perAccount(deps.rateLimiter, 'adminWritesPerUser')];
  return callRoutes(approvalCalls, approvalHandlers, tradeDeps(deps), {
    approveCompanyOrder: writes,
    declineCompanyOrder: writes,
  });
}
