// The approvals' calls (src/ports/calls/approvals.calls.ts), answered by
// src/application/approvals.
import { approvalHandlers } from '../../../src/application/approvals/approval-handlers';
import { approvalCalls } from '../../../src/ports/calls/approvals.calls';
import type { AppDeps } from '../app-deps';
import { callRoutes } from '../http/call-routes';
import { tradeDeps } from './companies.routes';

export function approvalRoutes(deps: AppDeps) {
  return callRoutes(approvalCalls, approvalHandlers, tradeDeps(deps));
}
