// The use cases' company store in the in-memory world: one per world, kept beside its
// state like the address book. Each write runs to its end without awaiting, as the SQL
// store's transaction holds its locks, so the same rules hold under interleaved calls.
import type {
  AcceptOutcome,
  ApplyOutcome,
  CompanyStore,
  DecideOutcome,
  InviteOutcome,
  RevokeOutcome,
  MemberChange,
  NewApplication,
  NewInvitation,
} from '../../application/ports/company-store.port';
import {
  keepsACompanyAdmin,
  type Company,
  type CompanyDetails,
  type CompanyMember,
  type CompanyRole,
  type MyCompany,
} from '../../domain/company';
import type { ApplicationStatus, CompanyApplication } from '../../domain/company-application';
import { applicationDecidedMail, invitationMail } from '../../domain/company-mails';
import type { Invitation } from '../../domain/company-invitation';
import { LOCAL_SITE_URL } from '../../domain/mail-links';
import { matchesSearch, pageOf, type Page, type PageQuery } from '../../domain/page';
import type { DemoCompany } from '../../seed/demo-store';
import { NO_SPENDING_LIMITS, type SpendingLimits } from '../../domain/spending-limits';
import { recordMail } from './mailbox.in-memory';
import { accountsOf } from './account-store.in-memory';
import { besideState } from './beside-state';
import { newId, type MemoryState } from './memory-state';

interface Membership {
  readonly companyId: string;
  role: CompanyRole;
  readonly joinedAt: string;
  limits?: SpendingLimits;
}

interface Companies {
  readonly companies: Map<string, Company>;
  /** By the member's e-mail: one company a person. */
  readonly members: Map<string, Membership>;
  readonly invitations: Map<string, Invitation>;
  readonly applications: Map<string, CompanyApplication>;
}

/** The world's companies, for the seed and the tests that arrange them. */
export const companiesOf = besideState<Companies>(() => ({
  companies: new Map(),
  members: new Map(),
  invitations: new Map(),
  applications: new Map(),
}));

/** Puts the seed's companies and their members into a new world. */
export function seedCompanies(state: MemoryState, seed: readonly DemoCompany[]): void {
  const kept = companiesOf(state);
  const at = state.now().toISOString();
  for (const { members, deliveryAddresses, terms, ...details } of seed) {
    const company = {
      _id: newId(),
      ...details,
      deliveryAddresses: [...deliveryAddresses],
      createdAt: at,
    };
    kept.companies.set(company._id, company);
    if (terms) accountsOf(state).terms.set(company._id, { ...terms });
    for (const { email, role, orderLimitCents } of members) {
      const limits = { ...NO_SPENDING_LIMITS, orderLimitCents: orderLimitCents ?? null };
      kept.members.set(email, { companyId: company._id, role, joinedAt: at, limits });
    }
  }
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  b.createdAt.localeCompare(a.createdAt);

export class CompanyStoreInMemory implements CompanyStore {
  constructor(private readonly state: MemoryState) {}

  private get kept(): Companies {
    return companiesOf(this.state);
  }

  private nameOf(email: string): string {
    return this.state.users.get(email)?.name ?? '';
  }

  async membershipOf(email: string): Promise<MyCompany | undefined> {
    const membership = this.kept.members.get(email);
    const company = membership && this.kept.companies.get(membership.companyId);
    return membership && company
      ? { company: structuredClone(company), role: membership.role }
      : undefined;
  }

  async find(companyId: string): Promise<Company | undefined> {
    const company = this.kept.companies.get(companyId);
    return company && structuredClone(company);
  }

  async list(): Promise<Company[]> {
    return [...this.kept.companies.values()]
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))
      .map((company) => structuredClone(company));
  }

  async findPage(query: PageQuery): Promise<Page<Company>> {
    const found = (await this.list()).filter((company) =>
      matchesSearch(query.q, [company.name, company.taxId]),
    );
    return pageOf(found, query);
  }

  async update(companyId: string, details: CompanyDetails): Promise<Company | undefined> {
    const company = this.kept.companies.get(companyId);
    if (!company) return undefined;
    const updated = { ...company, ...details, deliveryAddresses: [...details.deliveryAddresses] };
    this.kept.companies.set(companyId, updated);
    return structuredClone(updated);
  }

  private membersOf(companyId: string): CompanyMember[] {
    return [...this.kept.members.entries()]
      .filter(([, membership]) => membership.companyId === companyId)
      .map(([email, { role, joinedAt, limits }]) => ({
        email,
        name: this.nameOf(email),
        role,
        joinedAt,
        ...(limits ?? NO_SPENDING_LIMITS),
      }))
      .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt) || a.email.localeCompare(b.email));
  }

  async members(companyId: string): Promise<CompanyMember[]> {
    return this.membersOf(companyId);
  }

  private changeMember(
    companyId: string,
    email: string,
    next: CompanyRole | undefined,
  ): MemberChange {
    const members = this.membersOf(companyId);
    if (!members.some((member) => member.email === email)) return 'no-such-member';
    if (!keepsACompanyAdmin(members, email, next)) return 'last-company-admin';
    const membership = this.kept.members.get(email);
    if (next === undefined) this.kept.members.delete(email);
    else if (membership) membership.role = next;
    return 'done';
  }

  async setRole(companyId: string, email: string, role: CompanyRole): Promise<MemberChange> {
    return this.changeMember(companyId, email, role);
  }

  async removeMember(companyId: string, email: string): Promise<MemberChange> {
    return this.changeMember(companyId, email, undefined);
  }

  async setLimits(companyId: string, email: string, limits: SpendingLimits): Promise<MemberChange> {
    const membership = this.kept.members.get(email);
    if (membership?.companyId !== companyId) return 'no-such-member';
    membership.limits = { ...limits };
    return 'done';
  }

  async setCompanyLimit(companyId: string, monthlyLimitCents: number | null): Promise<void> {
    const company = this.kept.companies.get(companyId);
    if (!company) return;
    const { monthlyLimitCents: _was, ...rest } = company;
    this.kept.companies.set(
      companyId,
      monthlyLimitCents === null ? rest : { ...rest, monthlyLimitCents },
    );
  }

  async invite(invitation: NewInvitation): Promise<InviteOutcome> {
    const { companyId, email, role, invitedBy, now, expiresAt, maxPending } = invitation;
    const company = this.kept.companies.get(companyId);
    if (!company) throw new Error(`no company ${companyId}`);
    if (this.kept.members.get(email)?.companyId === companyId)
      return { refused: 'already-a-member' };
    const pending = [...this.kept.invitations.values()].filter(
      (one) => one.companyId === companyId && one.status === 'pending',
    );
    const waiting = pending.filter((one) => one.email !== email && new Date(one.expiresAt) > now);
    if (waiting.length >= maxPending) return { refused: 'too-many-invitations' };
    const renewed = pending.find((one) => one.email === email);
    const invited: Invitation = {
      _id: renewed?._id ?? newId(),
      companyId,
      companyName: company.name,
      email,
      role,
      invitedBy,
      status: 'pending',
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    };
    this.kept.invitations.set(invited._id, invited);
    recordMail(this.state, invitationMail(invited, LOCAL_SITE_URL));
    return { invited: structuredClone(invited) };
  }

  private withCompanyName(invitation: Invitation): Invitation {
    const company = this.kept.companies.get(invitation.companyId);
    return { ...invitation, companyName: company?.name ?? invitation.companyName };
  }

  async invitations(companyId: string): Promise<Invitation[]> {
    return [...this.kept.invitations.values()]
      .filter((one) => one.companyId === companyId)
      .sort(newestFirst)
      .map((one) => this.withCompanyName(one));
  }

  async revoke(companyId: string, invitationId: string): Promise<RevokeOutcome> {
    const invitation = this.kept.invitations.get(invitationId);
    if (invitation?.companyId !== companyId) return { refused: 'no-such-invitation' };
    if (invitation.status !== 'pending') return { refused: 'invitation-used' };
    const revoked = { ...invitation, status: 'revoked' as const };
    this.kept.invitations.set(invitationId, revoked);
    return { revoked: this.withCompanyName(revoked) };
  }

  async findInvitation(invitationId: string): Promise<Invitation | undefined> {
    const invitation = this.kept.invitations.get(invitationId);
    return invitation && this.withCompanyName(invitation);
  }

  private join(companyId: string, email: string, role: CompanyRole, now: Date): boolean {
    if (this.kept.members.has(email)) return false;
    this.kept.members.set(email, { companyId, role, joinedAt: now.toISOString() });
    return true;
  }

  async accept(invitationId: string, email: string, now: Date): Promise<AcceptOutcome> {
    const invitation = this.kept.invitations.get(invitationId);
    if (!invitation || invitation.email !== email) return { refused: 'no-such-invitation' };
    if (invitation.status !== 'pending') return { refused: 'invitation-used' };
    if (new Date(invitation.expiresAt) <= now) return { refused: 'invitation-expired' };
    if (!this.join(invitation.companyId, email, invitation.role, now)) {
      return { refused: 'already-in-a-company' };
    }
    this.kept.invitations.set(invitationId, { ...invitation, status: 'accepted' });
    const joined = await this.membershipOf(email);
    if (!joined) throw new Error('the membership just written is gone');
    return { joined };
  }

  async apply(application: NewApplication): Promise<ApplyOutcome> {
    const { applicantEmail: email, now, maxPerYear, ...fields } = application;
    if (this.kept.members.has(email)) return { refused: 'already-in-a-company' };
    const own = [...this.kept.applications.values()].filter((one) => one.applicantEmail === email);
    if (own.some((one) => one.status === 'pending')) return { refused: 'application-pending' };
    const thisYear = own.filter(
      (one) => new Date(one.createdAt).getTime() > now.getTime() - YEAR_MS,
    );
    if (thisYear.length >= maxPerYear) return { refused: 'too-many-applications' };
    const applied: CompanyApplication = {
      _id: newId(),
      applicantEmail: email,
      applicantName: this.nameOf(email),
      ...fields,
      status: 'pending',
      createdAt: now.toISOString(),
    };
    this.kept.applications.set(applied._id, applied);
    return { applied: structuredClone(applied) };
  }

  async applications(status: ApplicationStatus | undefined): Promise<CompanyApplication[]> {
    return [...this.kept.applications.values()]
      .filter((one) => status === undefined || one.status === status)
      .sort(newestFirst)
      .map((one) => structuredClone(one));
  }

  async applicationsOf(email: string): Promise<CompanyApplication[]> {
    return [...this.kept.applications.values()]
      .filter((one) => one.applicantEmail === email)
      .sort(newestFirst)
      .map((one) => structuredClone(one));
  }

  private decided(application: CompanyApplication): DecideOutcome {
    this.kept.applications.set(application._id, application);
    recordMail(this.state, applicationDecidedMail(application, LOCAL_SITE_URL));
    return { decided: structuredClone(application) };
  }

  private pending(
    applicationId: string,
  ): CompanyApplication | { readonly refused: 'no-such-application' | 'application-decided' } {
    const application = this.kept.applications.get(applicationId);
    if (!application) return { refused: 'no-such-application' };
    return application.status === 'pending' ? application : { refused: 'application-decided' };
  }

  async approve(applicationId: string, now: Date): Promise<DecideOutcome> {
    const application = this.pending(applicationId);
    if ('refused' in application) return application;
    if (this.kept.members.has(application.applicantEmail)) {
      return { refused: 'applicant-in-a-company' };
    }
    const company: Company = {
      _id: newId(),
      name: application.companyName,
      taxId: application.taxId,
      billingAddress: application.address,
      deliveryAddresses: [],
      createdAt: now.toISOString(),
    };
    this.kept.companies.set(company._id, company);
    this.join(company._id, application.applicantEmail, 'company-admin', now);
    return this.decided({
      ...application,
      status: 'approved',
      companyId: company._id,
      decidedAt: now.toISOString(),
    });
  }

  async decline(applicationId: string, reason: string, now: Date): Promise<DecideOutcome> {
    const application = this.pending(applicationId);
    if ('refused' in application) return application;
    return this.decided({
      ...application,
      status: 'declined',
      declineReason: reason,
      decidedAt: now.toISOString(),
    });
  }
}
