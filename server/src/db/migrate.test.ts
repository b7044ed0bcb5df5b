import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seed-demo-data';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../testing/test-database';
import { migrate } from './migrate';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`migrations and seed on ${kind}`, () => {
    let testDb: TestDatabase;
    beforeAll(async () => {
      testDb = await openTestDatabase(kind);
      await testDb.reset();
    }, 30_000);
    afterAll(() => testDb.close());

    const count = async (table: string) =>
      (await testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

    it('applies nothing twice', async () => {
      expect(await migrate(testDb.db)).toEqual([]);
    });

    it('seeds an empty database once, and never again', async () => {
      await migrate(testDb.db, seedDemoData);
      expect(await count('tools')).toBeGreaterThanOrEqual(6);
      expect(await count('reviews')).toBeGreaterThanOrEqual(3);
      const users = await testDb.db.query<{ email: string; role: string | null }>(
        'SELECT email, role FROM users ORDER BY email',
      );
      expect(users).toEqual([
        { email: 'admin@paintco.test', role: 'admin' },
        { email: 'bailey.buyer@paintco.test', role: null },
        { email: 'customer@paintco.test', role: null },
        { email: 'morgan.trade@paintco.test', role: null },
      ]);
      const members = await testDb.db.query<{
        user_email: string;
        role: string;
        order_limit: number | null;
      }>(
        `SELECT user_email, role, order_limit_cents::int AS order_limit
           FROM company_members ORDER BY role`,
      );
      // Bailey's orders above $500 wait for Morgan's approval.
      expect(members).toEqual([
        { user_email: 'bailey.buyer@paintco.test', role: 'buyer', order_limit: 50_000 },
        { user_email: 'morgan.trade@paintco.test', role: 'company-admin', order_limit: null },
      ]);
      // The company's price list: 10 % off every tool, this year and next.
      const [list] = await testDb.db.query<{ tools: number; percents: number[]; days: string }>(
        `SELECT jsonb_array_length(prices) AS tools,
                ARRAY(SELECT DISTINCT (p->>'value')::float8 FROM jsonb_array_elements(prices) p) AS percents,
                to_char(valid_until, 'MM-DD') AS days
         FROM company_price_lists`,
      );
      expect(list).toEqual({ tools: await count('tools'), percents: [10], days: '12-31' });
      const images = await testDb.db.query<{ img: string }>('SELECT img FROM tools');
      expect(images.every(({ img }) => img.startsWith('/images/'))).toBe(true);
      await testDb.db.exec('DELETE FROM tools');
      await migrate(testDb.db, seedDemoData);
      expect(await count('tools')).toBe(0);
    });
  });
}
