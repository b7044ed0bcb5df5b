// Users on the SQL client; absent profile fields are left out of the objects, as in the spec.
import type { User } from '../../../src/domain/user';
import type { SqlExecutor } from '../db/sql-client.port';
import type { ProfileFields, SignedInUser, Users } from './users.repository.port';

interface UserRow {
  _id: string;
  name: string;
  email: string;
  role: 'admin' | null;
  education: string | null;
  location: string | null;
  phone: string | null;
  linkedin: string | null;
}

const userColumns = `id::text AS "_id", name, email, role, education, location, phone, linkedin`;

function toUser(row: UserRow): User {
  const user: User = { _id: row._id, name: row.name, email: row.email };
  if (row.role !== null) user.role = row.role;
  if (row.education !== null) user.education = row.education;
  if (row.location !== null) user.location = row.location;
  if (row.phone !== null) user.phone = row.phone;
  if (row.linkedin !== null) user.linkedin = row.linkedin;
  return user;
}

function only(row: UserRow | undefined): User {
  if (!row) throw new Error('expected a user row');
  return toUser(row);
}

const profileColumns = ['name', 'education', 'location', 'phone', 'linkedin'] as const;

export class UsersSql implements Users {
  constructor(private readonly db: SqlExecutor) {}

  async upsertSignedIn(user: SignedInUser): Promise<User> {
    const rows = await this.db.query<UserRow>(
      `INSERT INTO users (email, name) VALUES ($1, $2)
       ON CONFLICT (email) DO UPDATE
         SET name = CASE WHEN excluded.name = '' THEN users.name ELSE excluded.name END
       RETURNING ${userColumns}`,
      [user.email, user.name],
    );
    return only(rows[0]);
  }

  async findByEmail(email: string): Promise<User | undefined> {
    const rows = await this.db.query<UserRow>(`SELECT ${userColumns} FROM users WHERE email = $1`, [
      email,
    ]);
    return rows[0] && toUser(rows[0]);
  }

  async list(): Promise<User[]> {
    const rows = await this.db.query<UserRow>(
      `SELECT ${userColumns} FROM users ORDER BY created_at, email`,
    );
    return rows.map(toUser);
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
}
