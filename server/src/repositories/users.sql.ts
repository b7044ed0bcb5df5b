// Users on the SQL client; absent profile fields are left out of the objects, as in the spec.
import type { Page, PageQuery } from '../../../src/domain/page';
import type { Role } from '../../../src/domain/staff-role';
import type { User } from '../../../src/domain/user';
import type { SqlExecutor } from '../db/sql-client.port';
import type {
  ProfileFields,
  RoleSet,
  SignInResult,
  SignedInUser,
} from '../../../src/application/ports/user-accounts.port';
import type { Account, RoleChange, Users } from './users.repository.port';
import { selectPage } from './sql-page';
import { selecting, withoutNulls, type RowOf } from './sql-row';

type UserRow = RowOf<User> & { authUid: string | null };

const userColumns = `id::text AS "_id", name, email, role, education, location, phone, linkedin,
  auth_uid AS "authUid"`;

function toUser({ authUid: _authUid, ...row }: UserRow): User {
  return withoutNulls(row);
}

const profileColumns = ['name', 'education', 'location', 'phone', 'linkedin'] as const;

const userPage = {
  columns: userColumns,
  table: 'users',
  searchIn: ['email', 'name'],
  orderBy: 'created_at DESC, email DESC',
  to: toUser,
};

export class UsersSql implements Users {
  constructor(private readonly db: SqlExecutor) {}

  async upsertSignedIn(user: SignedInUser): Promise<SignInResult> {
    // The WHERE of DO UPDATE decides the binding in the same statement as the write, so
    // two first sign-ins at once cannot both bind.
    const rows = await this.db.query<UserRow>(
      `INSERT INTO users (email, name, auth_uid) VALUES ($1, $2, $3)
       ON CONFLICT (email) DO UPDATE
         SET name = CASE WHEN excluded.name = '' THEN users.name ELSE excluded.name END,
             auth_uid = excluded.auth_uid
         WHERE users.auth_uid IS NULL OR users.auth_uid = excluded.auth_uid OR $4
       RETURNING ${userColumns}`,
      [user.email, user.name, user.authUid, user.emailVerified],
    );
    const row = rows[0];
    return row
      ? { ok: true, user: toUser(row) }
      : { ok: false, reason: 'bound-to-another-sign-in' };
  }

  async findByEmail(email: string): Promise<User | undefined> {
    return (await this.findAccount(email))?.user;
  }

  async findAccount(email: string): Promise<Account | undefined> {
    const rows = await this.db.query<UserRow>(`SELECT ${userColumns} FROM users WHERE email = $1`, [
      email,
    ]);
    const row = rows[0];
    return row && { user: toUser(row), authUid: row.authUid ?? undefined };
  }

  list(): Promise<User[]> {
    return selecting(userColumns, 'users', toUser)(this.db, 'ORDER BY created_at, email');
  }

  findPage(query: PageQuery): Promise<Page<User>> {
    return selectPage(this.db, userPage, query);
  }

  async updateProfile(email: string, profile: ProfileFields): Promise<number> {
    // Column names come from the fixed list above, never from the request.
    const given = profileColumns.filter((column) => profile[column] !== undefined);
    if (given.length === 0) {
      return (await this.db.query('SELECT id FROM users WHERE email = $1', [email])).length;
    }
    const assignments = given.map((column, i) => `${column} = $${i + 2}`).join(', ');
    const rows = await this.db.query(
      `UPDATE users SET ${assignments} WHERE email = $1 RETURNING id`,
      [email, ...given.map((column) => profile[column] ?? null)],
    );
    return rows.length;
  }

  async promoteToAdmin(email: string): Promise<number> {
    const rows = await this.db.query(
      `UPDATE users SET role = 'admin' WHERE email = $1 AND role IS DISTINCT FROM 'admin'
       RETURNING id`,
      [email],
    );
    return rows.length;
  }

  async setRole(email: string, role: Role | undefined): Promise<RoleSet> {
    // The admins' rows are locked first: of two admins demoting each other at once, the
    // second waits, then counts the admins left after the first, and is refused.
    const rows = await this.db.query<{ role: Role | null; changed: boolean; admins: number }>(
      `WITH admins AS (SELECT id FROM users WHERE role = 'admin' FOR UPDATE),
       target AS (SELECT id, role FROM users WHERE email = $1),
       updated AS (
         UPDATE users SET role = $2::text FROM target
         WHERE users.id = target.id AND users.role IS DISTINCT FROM $2::text
           AND ($2::text = 'admin' OR target.role IS DISTINCT FROM 'admin'
                OR (SELECT count(*) FROM admins) > 1)
         RETURNING users.id
       )
       SELECT target.role, EXISTS (SELECT 1 FROM updated) AS changed,
              (SELECT count(*)::int FROM admins) AS admins
       FROM target`,
      [email, role ?? null],
    );
    const row = rows[0];
    if (!row) return 'no-such-user';
    if (row.changed) return 'changed';
    return row.role === (role ?? null) ? 'unchanged' : 'last-admin';
  }

  async setAdmin(email: string, admin: boolean): Promise<RoleChange> {
    const rows = await this.db.query<{ changed: boolean }>(
      `WITH target AS (SELECT id, role FROM users WHERE email = $1 AND auth_uid IS NOT NULL),
       updated AS (
         UPDATE users SET role = $2::text FROM target
         WHERE users.id = target.id AND users.role IS DISTINCT FROM $2::text RETURNING users.id
       )
       SELECT EXISTS (SELECT 1 FROM updated) AS changed FROM target`,
      [email, admin ? 'admin' : null],
    );
    const row = rows[0];
    if (!row) return 'never-signed-in';
    return row.changed ? 'changed' : 'unchanged';
  }
}
