// Companies, their members, invitations and applications as the use cases see them: SQL
// tables on the server, Maps in the in-memory API. Every rule that two requests at once
// could break (one company per person, one pending application, one accept of an
// invitation, a company admin left) is decided inside the store's one step.
import type {
  Company,
  CompanyDetails,
  CompanyMember,
  CompanyRole,
  MyCompany,
} from '../../domain/company';
import type {
  ApplicationFields,
  ApplicationStatus,
  CompanyApplication,
} from '../../domain/company-application';
import type { Invitation } from '../../domain/company-invitation';
import type { Page, PageQuery } from '../../domain/page';
import type { SpendingLimits } from '../../domain/spending-limits';

export type MemberChange = 'done' | 'no-such-member' | 'last-company-admin';

export type InviteOutcome =
  | { readonly invited: Invitation }
  | { readonly refused: 'already-a-member' | 'too-many-invitations' };

export type AcceptOutcome =
  | { readonly joined: MyCompany }
  | {
      readonly refused:
        'no-such-invitation' | 'invitation-used' | 'invitation-expired' | 'already-in-a-company';
    };

export type RevokeOutcome =
  { readonly revoked: Invitation } | { readonly refused: 'no-such-invitation' | 'invitation-used' };

export type ApplyOutcome =
  | { readonly applied: CompanyApplication }
  | { readonly refused: 'application-pending' | 'too-many-applications' | 'already-in-a-company' };

export type DecideOutcome =
  | { readonly decided: CompanyApplication }
  | { readonly refused: 'no-such-application' | 'application-decided' | 'applicant-in-a-company' };

export interface NewInvitation extends Readonly<
  Pick<Invitation, 'companyId' | 'email' | 'role' | 'invitedBy'>
> {
  readonly now: Date;
  readonly expiresAt: Date;
  /** How many may wait at once for the company, this one included. */
  readonly maxPending: number;
}

export interface NewApplication extends ApplicationFields {
  readonly applicantEmail: string;
  /** How many one person may send in the year before `now`, this one included. */
  readonly maxPerYear: number;
  readonly now: Date;
}

export interface CompanyStore {
  membershipOf(email: string): Promise<MyCompany | undefined>;
  find(companyId: string): Promise<Company | undefined>;
  /** By name, whatever the case; the store's admins. */
  list(): Promise<Company[]>;
  /** One page of `list`, searched by name or tax id. */
  findPage(query: PageQuery): Promise<Page<Company>>;
  update(companyId: string, details: CompanyDetails): Promise<Company | undefined>;
  members(companyId: string): Promise<CompanyMember[]>;
  /** Refused when it would leave the company without a company admin. */
  setRole(companyId: string, email: string, role: CompanyRole): Promise<MemberChange>;
  removeMember(companyId: string, email: string): Promise<MemberChange>;
  /** Sets a member's spending limits; they apply to the orders placed from then on. */
  setLimits(companyId: string, email: string, limits: SpendingLimits): Promise<MemberChange>;
  /** Sets the company's monthly limit (null: none) for the orders placed from then on. */
  setCompanyLimit(companyId: string, monthlyLimitCents: number | null): Promise<void>;
  /** Renews a pending invitation of the same e-mail; queues the invitation's e-mail. */
  invite(invitation: NewInvitation): Promise<InviteOutcome>;
  invitations(companyId: string): Promise<Invitation[]>;
  /** Withdraws the company's invitation while it is pending, once; another company's is none. */
  revoke(companyId: string, invitationId: string): Promise<RevokeOutcome>;
  findInvitation(invitationId: string): Promise<Invitation | undefined>;
  /** Joins `email` to the invitation's company, once; the e-mail was checked by the caller. */
  accept(invitationId: string, email: string, now: Date): Promise<AcceptOutcome>;
  apply(application: NewApplication): Promise<ApplyOutcome>;
  applications(status: ApplicationStatus | undefined): Promise<CompanyApplication[]>;
  applicationsOf(email: string): Promise<CompanyApplication[]>;
  /** Creates the company with the applicant as its company admin; queues the e-mail. */
  approve(applicationId: string, now: Date): Promise<DecideOutcome>;
  /** Queues the e-mail telling the applicant why. */
  decline(applicationId: string, reason: string, now: Date): Promise<DecideOutcome>;
}
