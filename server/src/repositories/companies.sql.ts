// Companies, members, invitations and applications on the SQL client. Each write that a
// concurrent one could break runs in one transaction: a company's member changes lock its
// row; an applicant's applications take an advisory lock on their e-mail; an invitation
// and an application are locked before they are decided; and the primary key of
// company_members keeps a person in one company whatever races.
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
} from '../../../src/application/ports/company-store.port';
import {
  keepsACompanyAdmin,
  type Company,
  type CompanyDetails,
  type CompanyMember,
  type CompanyRole,
  type MyCompany,
} from '../../../src/domain/company';
import type {
  ApplicationStatus,
  CompanyApplication,
} from '../../../src/domain/company-application';
import { applicationDecidedMail, invitationMail } from '../../../src/domain/company-mails';
import type { Invitation } from '../../../src/domain/company-invitation';
import { LOCAL_SITE_URL } from '../../../src/domain/mail-links';
import type { Page, PageQuery } from '../../../src/domain/page';
import type { SpendingLimits } from '../../../src/domain/spending-limits';
import { selectPage } from './sql-page';
import type { SqlClient, SqlExecutor } from '../db/sql-client.port';
import { enqueueMail } from './mail-outbox.sql';
import { iso, selecting, withoutNulls, type RowOf } from './sql-row';

// Any fixed number: the class of the advisory locks that stand for one applicant.
const applicantLockClass = 8_787_027;

const companyColumns = `c.id::text AS "_id", c.name, c.tax_id AS "taxId",
  c.billing_address AS "billingAddress", c.delivery_addresses AS "deliveryAddresses",
  c.monthly_limit_cents::float8 AS "monthlyLimitCents", c.created_at AS "createdAt"`;

type CompanyRow = RowOf<Company, 'createdAt'>;
const toCompany = ({ monthlyLimitCents, ...row }: CompanyRow): Company => ({
  ...row,
  deliveryAddresses: [...row.deliveryAddresses],
  ...(monthlyLimitCents === null ? {} : { monthlyLimitCents }),
  createdAt: iso(row.createdAt),
});

const invitationColumns = `i.id::text AS "_id", i.company_id::text AS "companyId",
  c.name AS "companyName", i.email, i.role, i.invited_by AS "invitedBy", i.status,
  i.created_at AS "createdAt", i.expires_at AS "expiresAt"`;

type InvitationRow = RowOf<Invitation, 'createdAt' | 'expiresAt'>;
const toInvitation = (row: InvitationRow): Invitation => ({
  ...row,
  createdAt: iso(row.createdAt),
  expiresAt: iso(row.expiresAt),
});

const applicationColumns = `a.id::text AS "_id", a.applicant_email AS "applicantEmail",
  COALESCE(u.name, '') AS "applicantName", a.company_name AS "companyName",
  a.tax_id AS "taxId", a.address, a.expected_yearly_volume::float8 AS "expectedYearlyVolume",
  a.status, a.decline_reason AS "declineReason", a.company_id::text AS "companyId",
  a.created_at AS "createdAt", a.decided_at AS "decidedAt"`;
const applicationFrom = `company_applications a LEFT JOIN users u ON u.email = a.applicant_email`;

type ApplicationRow = RowOf<CompanyApplication, 'createdAt' | 'decidedAt'>;
const toApplication = ({ decidedAt, createdAt, ...row }: ApplicationRow): CompanyApplication =>
  withoutNulls({ ...row, createdAt: iso(createdAt), decidedAt: decidedAt && iso(decidedAt) });

const selectCompanies = selecting(companyColumns, 'companies c', toCompany);
const selectInvitations = selecting(
  invitationColumns,
  'company_invitations i JOIN companies c ON c.id = i.company_id',
  toInvitation,
);
const selectApplications = selecting(applicationColumns, applicationFrom, toApplication);

/** Thrown inside a transaction to roll it back and answer a refusal. */
class Refused<R> extends Error {
  constructor(readonly outcome: { readonly refused: R }) {
    super(String(outcome.refused));
  }
}

async function refusedOr<T, R>(work: () => Promise<T>): Promise<T | { readonly refused: R }> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refused) return (error as Refused<R>).outcome;
    throw error;
  }
}

const companyPage = {
  columns: companyColumns,
  table: 'companies c',
  searchIn: ['c.name', 'c.tax_id'],
  orderBy: 'lower(c.name), c.id',
  to: toCompany,
};

export class CompaniesSql implements CompanyStore {
  constructor(
    private readonly db: SqlClient,
    private readonly siteUrl: string = LOCAL_SITE_URL,
  ) {}

  async membershipOf(email: string, sql: SqlExecutor = this.db): Promise<MyCompany | undefined> {
    const rows = await sql.query<CompanyRow & { role: CompanyRole }>(
      `SELECT ${companyColumns}, m.role FROM company_members m
       JOIN companies c ON c.id = m.company_id WHERE m.user_email = $1`,
      [email],
    );
    const row = rows[0];
    if (!row) return undefined;
    const { role, ...company } = row;
    return { company: toCompany(company), role };
  }

  async find(companyId: string): Promise<Company | undefined> {
    return (await selectCompanies(this.db, 'WHERE c.id = $1', [companyId]))[0];
  }

  list(): Promise<Company[]> {
    return selectCompanies(this.db, 'ORDER BY lower(c.name), c.id');
  }

  findPage(query: PageQuery): Promise<Page<Company>> {
    return selectPage(this.db, companyPage, query);
  }

  async update(companyId: string, details: CompanyDetails): Promise<Company | undefined> {
    const rows = await this.db.query<CompanyRow>(
      `UPDATE companies c SET name = $2, tax_id = $3, billing_address = $4,
         delivery_addresses = $5::text[]
       WHERE c.id = $1 RETURNING ${companyColumns}`,
      [companyId, details.name, details.taxId, details.billingAddress, details.deliveryAddresses],
    );
    return rows[0] && toCompany(rows[0]);
  }

  members(companyId: string, sql: SqlExecutor = this.db): Promise<CompanyMember[]> {
    return sql
      .query<Omit<CompanyMember, 'joinedAt'> & { joinedAt: Date }>(
        `SELECT m.user_email AS email, COALESCE(u.name, '') AS name, m.role,
           m.joined_at AS "joinedAt", m.order_limit_cents::float8 AS "orderLimitCents",
           m.monthly_limit_cents::float8 AS "monthlyLimitCents"
         FROM company_members m LEFT JOIN users u ON u.email = m.user_email
         WHERE m.company_id = $1 ORDER BY m.joined_at, m.user_email`,
        [companyId],
      )
      .then((rows) => rows.map((row) => ({ ...row, joinedAt: iso(row.joinedAt) })));
  }

  /** Locks the company's row, reads its members, and decides one change of them. */
  private changeMember(
    companyId: string,
    email: string,
    next: CompanyRole | undefined,
    write: (tx: SqlExecutor) => Promise<unknown>,
  ): Promise<MemberChange> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM companies WHERE id = $1 FOR UPDATE', [companyId]);
      const members = await this.members(companyId, tx);
      if (!members.some((member) => member.email === email)) return 'no-such-member';
      if (!keepsACompanyAdmin(members, email, next)) return 'last-company-admin';
      await write(tx);
      return 'done';
    });
  }

  setRole(companyId: string, email: string, role: CompanyRole): Promise<MemberChange> {
    return this.changeMember(companyId, email, role, (tx) =>
      tx.query('UPDATE company_members SET role = $3 WHERE company_id = $1 AND user_email = $2', [
        companyId,
        email,
        role,
      ]),
    );
  }

  removeMember(companyId: string, email: string): Promise<MemberChange> {
    return this.changeMember(companyId, email, undefined, (tx) =>
      tx.query('DELETE FROM company_members WHERE company_id = $1 AND user_email = $2', [
        companyId,
        email,
      ]),
    );
  }

  async setLimits(companyId: string, email: string, limits: SpendingLimits): Promise<MemberChange> {
    const rows = await this.db.query(
      `UPDATE company_members SET order_limit_cents = $3, monthly_limit_cents = $4
       WHERE company_id = $1 AND user_email = $2 RETURNING 1`,
      [companyId, email, limits.orderLimitCents, limits.monthlyLimitCents],
    );
    return rows.length === 1 ? 'done' : 'no-such-member';
  }

  async setCompanyLimit(companyId: string, monthlyLimitCents: number | null): Promise<void> {
    await this.db.query('UPDATE companies SET monthly_limit_cents = $2 WHERE id = $1', [
      companyId,
      monthlyLimitCents,
    ]);
  }

  invite(invitation: NewInvitation): Promise<InviteOutcome> {
    const { companyId, email, role, invitedBy, now, expiresAt, maxPending } = invitation;
    return this.db.transaction(async (tx): Promise<InviteOutcome> => {
      await tx.query('SELECT 1 FROM companies WHERE id = $1 FOR UPDATE', [companyId]);
      const member = await tx.query(
        'SELECT 1 FROM company_members WHERE company_id = $1 AND user_email = $2',
        [companyId, email],
      );
      if (member.length > 0) return { refused: 'already-a-member' };
      // A renewal takes the place of the invitation it renews.
      const [waiting] = await tx.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM company_invitations
         WHERE company_id = $1 AND status = 'pending' AND expires_at > $2 AND email <> $3`,
        [companyId, now, email],
      );
      if ((waiting?.count ?? 0) >= maxPending) return { refused: 'too-many-invitations' };
      const renewed = await tx.query<{ id: string }>(
        `UPDATE company_invitations SET role = $3, invited_by = $4, created_at = $5,
           expires_at = $6
         WHERE company_id = $1 AND email = $2 AND status = 'pending' RETURNING id::text AS id`,
        [companyId, email, role, invitedBy, now, expiresAt],
      );
      const id =
        renewed[0]?.id ??
        (
          await tx.query<{ id: string }>(
            `INSERT INTO company_invitations
               (company_id, email, role, invited_by, created_at, expires_at)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
            [companyId, email, role, invitedBy, now, expiresAt],
          )
        )[0]?.id;
      const invited = await this.findInvitation(id ?? '', tx);
      if (!invited) throw new Error('the invitation just written is gone');
      await enqueueMail(tx, invitationMail(invited, this.siteUrl));
      return { invited };
    });
  }

  invitations(companyId: string): Promise<Invitation[]> {
    return selectInvitations(this.db, 'WHERE i.company_id = $1 ORDER BY i.created_at DESC, i.id', [
      companyId,
    ]);
  }

  async revoke(companyId: string, invitationId: string): Promise<RevokeOutcome> {
    // One statement: an accept racing it has the row locked, and the status is read again
    // once that lock is let go, so exactly one of the two wins.
    const revoked = await this.db.query<{ id: string }>(
      `UPDATE company_invitations SET status = 'revoked'
       WHERE id = $1 AND company_id = $2 AND status = 'pending' RETURNING id::text AS id`,
      [invitationId, companyId],
    );
    const invitation = await this.findInvitation(invitationId);
    if (invitation?.companyId !== companyId) return { refused: 'no-such-invitation' };
    return revoked.length > 0 ? { revoked: invitation } : { refused: 'invitation-used' };
  }

  async findInvitation(
    invitationId: string,
    sql: SqlExecutor = this.db,
    lock = false,
  ): Promise<Invitation | undefined> {
    const lockIt = lock ? 'FOR UPDATE OF i' : '';
    return (await selectInvitations(sql, `WHERE i.id = $1 ${lockIt}`, [invitationId]))[0];
  }

  /** Adds `email` to the company, or rolls back the transaction refusing it. */
  private async join(
    tx: SqlExecutor,
    companyId: string,
    email: string,
    role: CompanyRole,
    now: Date,
  ) {
    const joined = await tx.query(
      `INSERT INTO company_members (user_email, company_id, role, joined_at)
       VALUES ($1, $2, $3, $4) ON CONFLICT (user_email) DO NOTHING RETURNING user_email`,
      [email, companyId, role, now],
    );
    if (joined.length === 0) throw new Refused({ refused: 'already-in-a-company' as const });
  }

  accept(invitationId: string, email: string, now: Date): Promise<AcceptOutcome> {
    return refusedOr(() =>
      this.db.transaction(async (tx): Promise<AcceptOutcome> => {
        const invitation = await this.findInvitation(invitationId, tx, true);
        if (!invitation || invitation.email !== email) return { refused: 'no-such-invitation' };
        if (invitation.status !== 'pending') return { refused: 'invitation-used' };
        if (new Date(invitation.expiresAt) <= now) return { refused: 'invitation-expired' };
        await this.join(tx, invitation.companyId, email, invitation.role, now);
        await tx.query(`UPDATE company_invitations SET status = 'accepted' WHERE id = $1`, [
          invitationId,
        ]);
        const joined = await this.membershipOf(email, tx);
        if (!joined) throw new Error('the membership just written is gone');
        return { joined };
      }),
    );
  }

  apply(application: NewApplication): Promise<ApplyOutcome> {
    const { applicantEmail: email, now } = application;
    return this.db.transaction(async (tx): Promise<ApplyOutcome> => {
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [applicantLockClass, email]);
      if (await this.membershipOf(email, tx)) return { refused: 'already-in-a-company' };
      const [sent] = await tx.query<{ pending: number; year: number }>(
        `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
           count(*) FILTER (WHERE created_at > $2::timestamptz - interval '1 year')::int AS year
         FROM company_applications WHERE applicant_email = $1`,
        [email, now],
      );
      if ((sent?.pending ?? 0) > 0) return { refused: 'application-pending' };
      if ((sent?.year ?? 0) >= application.maxPerYear) return { refused: 'too-many-applications' };
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO company_applications
           (applicant_email, company_name, tax_id, address, expected_yearly_volume, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
        [
          email,
          application.companyName,
          application.taxId,
          application.address,
          application.expectedYearlyVolume,
          now,
        ],
      );
      const applied = await this.application(row?.id ?? '', tx);
      if (!applied) throw new Error('the application just written is gone');
      return { applied };
    });
  }

  private async application(
    applicationId: string,
    sql: SqlExecutor,
    lock = false,
  ): Promise<CompanyApplication | undefined> {
    const lockIt = lock ? 'FOR UPDATE OF a' : '';
    return (await selectApplications(sql, `WHERE a.id = $1 ${lockIt}`, [applicationId]))[0];
  }

  applications(status: ApplicationStatus | undefined): Promise<CompanyApplication[]> {
    return selectApplications(
      this.db,
      'WHERE $1::text IS NULL OR a.status = $1 ORDER BY a.created_at DESC, a.id',
      [status ?? null],
    );
  }

  applicationsOf(email: string): Promise<CompanyApplication[]> {
    return selectApplications(
      this.db,
      'WHERE a.applicant_email = $1 ORDER BY a.created_at DESC, a.id',
      [email],
    );
  }

  /** Locks a pending application, runs `work` on it, and queues the applicant's e-mail. */
  private decide(
    applicationId: string,
    work: (tx: SqlExecutor, application: CompanyApplication) => Promise<void>,
  ): Promise<DecideOutcome> {
    return refusedOr(() =>
      this.db.transaction(async (tx): Promise<DecideOutcome> => {
        const pending = await this.application(applicationId, tx, true);
        if (!pending) return { refused: 'no-such-application' };
        if (pending.status !== 'pending') return { refused: 'application-decided' };
        await work(tx, pending);
        const decided = await this.application(applicationId, tx);
        if (!decided) throw new Error('the application just decided is gone');
        await enqueueMail(tx, applicationDecidedMail(decided, this.siteUrl));
        return { decided };
      }),
    );
  }

  approve(applicationId: string, now: Date): Promise<DecideOutcome> {
    return this.decide(applicationId, async (tx, application) => {
      const [company] = await tx.query<{ id: string }>(
        `INSERT INTO companies (name, tax_id, billing_address, created_at)
         VALUES ($1, $2, $3, $4) RETURNING id::text AS id`,
        [application.companyName, application.taxId, application.address, now],
      );
      const companyId = company?.id ?? '';
      try {
        await this.join(tx, companyId, application.applicantEmail, 'company-admin', now);
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        throw new Refused({ refused: 'applicant-in-a-company' as const });
      }
      await tx.query(
        `UPDATE company_applications SET status = 'approved', company_id = $2, decided_at = $3
         WHERE id = $1`,
        [applicationId, companyId, now],
      );
    });
  }

  decline(applicationId: string, reason: string, now: Date): Promise<DecideOutcome> {
    return this.decide(applicationId, async (tx) => {
      await tx.query(
        `UPDATE company_applications SET status = 'declined', decline_reason = $2,
           decided_at = $3 WHERE id = $1`,
        [applicationId, reason, now],
      );
    });
  }
}
