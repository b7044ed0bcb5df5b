// A profile update writes the profile fields it is given and nothing else: never the role,
// whatever a caller's object carries besides them. On PGlite, and on PostgreSQL when
// DATABASE_URL is set (CI).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../testing/test-database';
import { UsersSql } from './users.sql';

const customer = 'casey@paintco.test';
const admin = 'ada@paintco.test';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`UsersSql.updateProfile on ${kind}`, () => {
    let testDb: TestDatabase;
    let users: UsersSql;

    beforeAll(async () => {
      testDb = await openTestDatabase(kind);
      users = new UsersSql(testDb.db);
    }, 30_000);
    afterAll(() => testDb.close());
    // Written in SQL, so the test does not depend on how sign-in binds a row to its user.
    beforeEach(async () => {
      await testDb.reset();
      await testDb.db.query(
        `INSERT INTO users (email, name, role) VALUES ($1, 'Casey', NULL), ($2, 'Ada', 'admin')`,
        [customer, admin],
      );
    });

    /** The whole stored row, every column, as the database has it. */
    async function storedRow(email: string): Promise<Record<string, unknown>> {
      const rows = await testDb.db.query<{ row: Record<string, unknown> }>(
        'SELECT to_jsonb(users) AS row FROM users WHERE email = $1',
        [email],
      );
      const row = rows[0]?.row;
      if (!row) throw new Error(`no stored user ${email}`);
      return row;
    }

    // The objects below are not literals at the call, so TypeScript lets their extra keys
    // through, as it would for a request body typed loosely or spread from a wider object.

    it('does not make a customer an admin when the update carries role: admin', async () => {
      const withRole = { location: 'Ohio', role: 'admin' };
      expect(await users.updateProfile(customer, withRole)).toBe(1);
      const onlyRole = { role: 'admin', name: undefined };
      expect(await users.updateProfile(customer, onlyRole)).toBe(1);

      const stored = await users.findByEmail(customer);
      expect(stored).toMatchObject({ name: 'Casey', location: 'Ohio' });
      expect(stored?.role).toBeUndefined();
      expect((await storedRow(customer))['role']).toBeNull();
      expect((await users.list()).filter((user) => user.role === 'admin')).toEqual([
        expect.objectContaining({ email: admin }),
      ]);
    });

    it('does not take the role from an admin whose update carries role: null', async () => {
      const withoutRole = { name: 'Ada L.', role: null };
      expect(await users.updateProfile(admin, withoutRole)).toBe(1);
      const undefinedRole = { phone: '555 0100', role: undefined };
      expect(await users.updateProfile(admin, undefinedRole)).toBe(1);

      expect(await users.findByEmail(admin)).toMatchObject({
        name: 'Ada L.',
        phone: '555 0100',
        role: 'admin',
      });
    });

    it('changes only the given profile columns, not identity or role columns', async () => {
      const before = await storedRow(customer);
      const crafted = {
        location: 'Ohio',
        role: 'admin',
        email: 'mallory@paintco.test',
        id: '00000000-0000-4000-8000-000000000000',
        auth_uid: 'someone-else',
        created_at: '2000-01-01T00:00:00Z',
      };
      expect(await users.updateProfile(customer, crafted)).toBe(1);

      expect(await storedRow(customer)).toEqual({ ...before, location: 'Ohio' });
      expect(await users.findByEmail('mallory@paintco.test')).toBeUndefined();
    });
  });
}
