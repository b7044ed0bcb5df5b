// The trade accounts' calls (issue 25): companies, their members and invitations, and the
// applications for a trade account.
import * as v from 'valibot';
import {
  CompanyDetailsSchema,
  CompanyMemberSchema,
  CompanySchema,
  MyCompanySchema,
  SetRoleSchema,
  type CompanyDetailsInput,
  type CompanyRole,
} from '../../domain/company';
import {
  ApplicationInputSchema,
  ApplicationStatusQuerySchema,
  CompanyApplicationSchema,
  DeclineApplicationSchema,
  type ApplicationInput,
  type ApplicationStatus,
} from '../../domain/company-application';
import {
  InvitationInputSchema,
  InvitationSchema,
  type InvitationInput,
} from '../../domain/company-invitation';
import type { CompanyOrdersRequest } from '../../domain/company-orders';
import { OrderSchema } from '../../domain/order';
import { listQueryParams, pageSchemaOf, type PageQuery } from '../../domain/page';
import { call } from './call';
import { CompanyOrdersQuerySchema, EmailParam, IdParam, PageQuerySchema } from './queries';
import { ModifiedSchema } from './replies';

const company = { id: IdParam };
const member = { id: IdParam, email: EmailParam };
const invitation = { id: IdParam, invitationId: IdParam };

export const companyCalls = {
  getMyCompany: call({
    method: 'get',
    path: '/company',
    access: 'signed-in',
    summary: 'Your company and your role in it.',
    reply: MyCompanySchema,
    refusals: ['not-in-a-company'],
    request: () => ({}),
  }),
  listCompanies: call({
    method: 'get',
    path: '/companies',
    access: 'admin',
    summary: 'Every company (store admins); with ?page= one page, searched by name or tax id.',
    reply: v.array(CompanySchema),
    request: () => ({}),
  }),
  listCompaniesPage: call({
    method: 'get',
    path: '/companies',
    access: 'admin',
    summary: 'One page of the companies, by name (store admins).',
    query: PageQuerySchema,
    reply: pageSchemaOf(CompanySchema),
    request: (query: PageQuery) => ({ query: listQueryParams(query) }),
  }),
  getCompany: call({
    method: 'get',
    path: '/company/:id',
    access: 'signed-in',
    summary: 'A company: your own, or any for a store admin.',
    params: company,
    reply: CompanySchema,
    refusals: ['no-such-company'],
    request: (companyId: string) => ({ params: { id: companyId } }),
  }),
  updateCompany: call({
    method: 'put',
    path: '/company/:id',
    access: 'signed-in',
    summary: "Changes a company's details and delivery addresses (its company admins).",
    params: company,
    body: CompanyDetailsSchema,
    reply: CompanySchema,
    refusals: ['no-such-company', 'company-admin-only'],
    request: (companyId: string, details: CompanyDetailsInput) => ({
      params: { id: companyId },
      body: details,
    }),
  }),
  listCompanyOrders: call({
    method: 'get',
    path: '/company/:id/orders',
    access: 'signed-in',
    summary:
      "A page of a company's orders, newest first: every member's for its company admins, " +
      "a buyer's own for the others; by member, status, days placed (from, to) and search.",
    params: company,
    query: CompanyOrdersQuerySchema,
    reply: pageSchemaOf(OrderSchema),
    refusals: ['invalid', 'no-such-company', 'company-admin-only'],
    request: (companyId: string, query: CompanyOrdersRequest) => ({
      params: { id: companyId },
      query: listQueryParams(query),
    }),
  }),
  listCompanyMembers: call({
    method: 'get',
    path: '/company/:id/members',
    access: 'signed-in',
    summary: "A company's members and their roles (its members).",
    params: company,
    reply: v.array(CompanyMemberSchema),
    refusals: ['no-such-company'],
    request: (companyId: string) => ({ params: { id: companyId } }),
  }),
  setCompanyRole: call({
    method: 'put',
    path: '/company/:id/members/:email',
    access: 'signed-in',
    summary: "Sets a member's role (its company admins).",
    params: member,
    body: SetRoleSchema,
    reply: ModifiedSchema,
    refusals: ['no-such-company', 'company-admin-only', 'no-such-member', 'last-company-admin'],
    request: (companyId: string, email: string, role: CompanyRole) => ({
      params: { id: companyId, email },
      body: { role },
    }),
  }),
  removeCompanyMember: call({
    method: 'delete',
    path: '/company/:id/members/:email',
    access: 'signed-in',
    summary: 'Removes a member from a company (its company admins).',
    params: member,
    reply: ModifiedSchema,
    refusals: ['no-such-company', 'company-admin-only', 'no-such-member', 'last-company-admin'],
    request: (companyId: string, email: string) => ({ params: { id: companyId, email } }),
  }),
  inviteToCompany: call({
    method: 'post',
    path: '/company/:id/invitations',
    access: 'signed-in',
    summary: 'Invites an e-mail to join a company; the invitation goes out by e-mail.',
    params: company,
    body: InvitationInputSchema,
    reply: InvitationSchema,
    status: 201,
    refusals: ['no-such-company', 'company-admin-only', 'already-a-member', 'too-many-invitations'],
    otherStatuses: [429],
    request: (companyId: string, invitation: InvitationInput) => ({
      params: { id: companyId },
      body: invitation,
    }),
  }),
  listCompanyInvitations: call({
    method: 'get',
    path: '/company/:id/invitations',
    access: 'signed-in',
    summary: "A company's invitations, newest first (its company admins).",
    params: company,
    reply: v.array(InvitationSchema),
    refusals: ['no-such-company', 'company-admin-only'],
    request: (companyId: string) => ({ params: { id: companyId } }),
  }),
  revokeCompanyInvitation: call({
    method: 'delete',
    path: '/company/:id/invitations/:invitationId',
    access: 'signed-in',
    summary: 'Withdraws a pending invitation: it can no longer be accepted (its company admins).',
    params: invitation,
    reply: InvitationSchema,
    refusals: ['no-such-company', 'company-admin-only', 'no-such-invitation', 'invitation-used'],
    request: (companyId: string, invitationId: string) => ({
      params: { id: companyId, invitationId },
    }),
  }),
  getInvitation: call({
    method: 'get',
    path: '/invitation/:id',
    access: 'signed-in',
    summary: 'An invitation sent to your e-mail.',
    params: company,
    reply: InvitationSchema,
    refusals: ['no-such-invitation', 'invitation-for-another-email'],
    request: (invitationId: string) => ({ params: { id: invitationId } }),
  }),
  acceptInvitation: call({
    method: 'post',
    path: '/invitation/:id/accept',
    access: 'signed-in',
    summary: 'Accepts an invitation sent to your e-mail: you join its company.',
    params: company,
    reply: MyCompanySchema,
    refusals: [
      'no-such-invitation',
      'invitation-for-another-email',
      'invitation-used',
      'invitation-expired',
      'already-in-a-company',
    ],
    request: (invitationId: string) => ({ params: { id: invitationId } }),
  }),
  applyForTradeAccount: call({
    method: 'post',
    path: '/company-applications',
    access: 'signed-in',
    summary: 'Applies for a trade account; one waits for an answer at a time.',
    body: ApplicationInputSchema,
    reply: CompanyApplicationSchema,
    status: 201,
    refusals: ['application-pending', 'too-many-applications', 'already-in-a-company'],
    otherStatuses: [429],
    request: (application: ApplicationInput) => ({ body: application }),
  }),
  listMyApplications: call({
    method: 'get',
    path: '/company-applications/mine',
    access: 'signed-in',
    summary: 'Your applications for a trade account, newest first.',
    reply: v.array(CompanyApplicationSchema),
    request: () => ({}),
  }),
  listApplications: call({
    method: 'get',
    path: '/company-applications',
    access: 'admin',
    summary: 'The applications for a trade account, newest first (store admins).',
    query: ApplicationStatusQuerySchema,
    reply: v.array(CompanyApplicationSchema),
    request: (status?: ApplicationStatus): { query: Record<string, string> } => ({
      query: status ? { status } : {},
    }),
  }),
  approveApplication: call({
    method: 'post',
    path: '/company-application/:id/approve',
    access: 'admin',
    summary: 'Approves an application: the company is created, its applicant its admin.',
    params: company,
    reply: CompanyApplicationSchema,
    refusals: ['no-such-application', 'application-decided', 'applicant-in-a-company'],
    request: (applicationId: string) => ({ params: { id: applicationId } }),
  }),
  declineApplication: call({
    method: 'post',
    path: '/company-application/:id/decline',
    access: 'admin',
    summary: 'Declines an application with a reason the applicant reads.',
    params: company,
    body: DeclineApplicationSchema,
    reply: CompanyApplicationSchema,
    refusals: ['no-such-application', 'application-decided'],
    request: (applicationId: string, reason: string) => ({
      params: { id: applicationId },
      body: { reason },
    }),
  }),
};
