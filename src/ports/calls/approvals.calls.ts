// Approvals and spending limits (issue 25, item 4): a company admin sets a member's limits;
// an approver lists the company's orders that wait, approves or declines one; a buyer
// reads what became of their own.
import * as v from 'valibot';
import {
  DeclineOrderSchema,
  OrderApprovalSchema,
  type DeclineOrderInput,
} from '../../domain/order-approval';
import {
  CompanyLimitSchema,
  SpendingLimitsSchema,
  type CompanyLimitInput,
  type SpendingLimitsInput,
} from '../../domain/spending-limits';
import { call, idWithBody } from './call';
import { EmailParam, IdParam } from './queries';
import { ModifiedSchema } from './replies';

const company = { id: IdParam };
const approval = { id: IdParam, orderId: IdParam };
const decider = [
  'no-such-company',
  'approver-only',
  'no-such-approval',
  'own-order-approval',
] as const;

export const approvalCalls = {
  setMemberLimits: call({
    method: 'put',
    path: '/company/:id/members/:email/limits',
    access: 'signed-in',
    summary:
      "Sets a member's spending limits per order and per month, in whole cents or null for none (its company admins).",
    params: { id: IdParam, email: EmailParam },
    body: SpendingLimitsSchema,
    reply: ModifiedSchema,
    refusals: ['no-such-company', 'company-admin-only', 'no-such-member'],
    request: (companyId: string, email: string, limits: SpendingLimitsInput) => ({
      params: { id: companyId, email },
      body: limits,
    }),
  }),
  setCompanyLimit: call({
    method: 'put',
    path: '/company/:id/limit',
    access: 'signed-in',
    summary:
      "Sets what all the members' orders of a month may come to, in whole cents or null for none (its company admins).",
    params: company,
    body: CompanyLimitSchema,
    reply: ModifiedSchema,
    refusals: ['no-such-company', 'company-admin-only'],
    request: idWithBody<CompanyLimitInput>(),
  }),
  listCompanyApprovals: call({
    method: 'get',
    path: '/company/:id/approvals',
    access: 'signed-in',
    summary:
      "The company's orders that waited or wait for approval, newest first (its approvers and company admins).",
    params: company,
    reply: v.array(OrderApprovalSchema),
    refusals: ['no-such-company', 'approver-only'],
    request: (companyId: string) => ({ params: { id: companyId } }),
  }),
  approveCompanyOrder: call({
    method: 'post',
    path: '/company/:id/approvals/:orderId/approve',
    access: 'signed-in',
    summary:
      'Approves an order waiting for approval: it becomes payable (an approver of its company).',
    params: approval,
    reply: OrderApprovalSchema,
    refusals: [...decider, 'approval-decided', 'approval-lapsed'],
    request: (companyId: string, orderId: string) => ({ params: { id: companyId, orderId } }),
  }),
  declineCompanyOrder: call({
    method: 'post',
    path: '/company/:id/approvals/:orderId/decline',
    access: 'signed-in',
    summary:
      'Declines an order waiting for approval, with a reason: it is removed and its stock goes back (an approver of its company).',
    params: approval,
    body: DeclineOrderSchema,
    reply: OrderApprovalSchema,
    refusals: [...decider, 'approval-decided', 'approval-lapsed'],
    request: (companyId: string, orderId: string, decline: DeclineOrderInput) => ({
      params: { id: companyId, orderId },
      body: decline,
    }),
  }),
  listMyApprovalRequests: call({
    method: 'get',
    path: '/approval-requests',
    access: 'signed-in',
    summary: 'What became of the approvals your own orders waited for, newest first.',
    reply: v.array(OrderApprovalSchema),
    request: () => ({}),
  }),
};
