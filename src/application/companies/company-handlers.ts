// The trade accounts' calls (src/ports/calls/companies.calls.ts), each answered by its use
// case: the API server registers these, and the in-memory API serves them.
import type { ApplicationFields, ApplicationStatus } from '../../domain/company-application';
import type { CompanyDetails, CompanyRole } from '../../domain/company';
import type { PriceListInput } from '../../domain/contract-prices';
import type { CallHandlers, BodyAsk, SignedInAsk, ById } from '../served-call';
import {
  applyForTradeAccount,
  approveApplication,
  declineApplication,
  listApplications,
  myApplications,
} from './applications';
import { companyById, listCompanies, myCompany, updateCompany } from './companies';
import type { CompanyDeps } from './company-deps';
import { listCompanyOrders } from './company-orders';
import {
  acceptInvitation,
  invitationFor,
  invite,
  listInvitations,
  revokeInvitation,
} from './invitations';
import { listMembers, removeMember, setMemberRole } from './members';
import { getPriceList, myPriceTerms, setPriceList, type PriceListDeps } from './price-lists';

type ByMember<Body = unknown> = SignedInAsk<{ id: string; email: string }, Body>;

export const companyHandlers = {
  getMyCompany: (deps, ask: SignedInAsk) => myCompany(deps, ask.viewer),
  listCompanies: (deps, ask: SignedInAsk) => listCompanies(deps, ask.viewer, ask.query),
  listCompaniesPage: (deps, ask: SignedInAsk) => listCompanies(deps, ask.viewer, ask.query),
  getCompany: (deps, ask: ById) => companyById(deps, ask.viewer, ask.params.id),
  updateCompany: (deps, ask: ById<CompanyDetails>) =>
    updateCompany(deps, ask.viewer, ask.params.id, ask.body),
  listCompanyOrders: (deps, ask: ById) =>
    listCompanyOrders(deps, ask.viewer, ask.params.id, ask.query),
  listCompanyMembers: (deps, ask: ById) => listMembers(deps, ask.viewer, ask.params.id),
  setCompanyRole: (deps, ask: ByMember<{ role: CompanyRole }>) =>
    setMemberRole(deps, ask.viewer, ask.params.id, ask.params.email, ask.body.role),
  removeCompanyMember: (deps, ask: ByMember) =>
    removeMember(deps, ask.viewer, ask.params.id, ask.params.email),
  inviteToCompany: (deps, ask: ById<{ email: string; role: CompanyRole }>) =>
    invite(deps, ask.viewer, ask.params.id, ask.body),
  listCompanyInvitations: (deps, ask: ById) => listInvitations(deps, ask.viewer, ask.params.id),
  revokeCompanyInvitation: (deps, ask: SignedInAsk<{ id: string; invitationId: string }>) =>
    revokeInvitation(deps, ask.viewer, ask.params.id, ask.params.invitationId),
  getInvitation: (deps, ask: ById) => invitationFor(deps, ask.viewer, ask.params.id),
  acceptInvitation: (deps, ask: ById) => acceptInvitation(deps, ask.viewer, ask.params.id),
  applyForTradeAccount: (deps, ask: BodyAsk<ApplicationFields>) =>
    applyForTradeAccount(deps, ask.viewer, ask.body),
  listMyApplications: (deps, ask: SignedInAsk) => myApplications(deps, ask.viewer),
  listApplications: (deps, ask: SignedInAsk) =>
    listApplications(deps, ask.viewer, ask.query['status'] as ApplicationStatus | undefined),
  approveApplication: (deps, ask: ById) => approveApplication(deps, ask.viewer, ask.params.id),
  declineApplication: (deps, ask: ById<{ reason: string }>) =>
    declineApplication(deps, ask.viewer, ask.params.id, ask.body.reason),
  getCompanyPriceList: (deps: PriceListDeps, ask: ById) =>
    getPriceList(deps, ask.viewer, ask.params.id),
  setCompanyPriceList: (deps: PriceListDeps, ask: ById<PriceListInput>) =>
    setPriceList(deps, ask.viewer, ask.params.id, ask.body),
  getMyPriceTerms: (deps: PriceListDeps, ask: SignedInAsk) => myPriceTerms(deps, ask.viewer),
} satisfies CallHandlers<CompanyDeps>;
