// The cart table on PGlite, and on PostgreSQL when DATABASE_URL is set: adding sums in one
// statement, so adds racing on real connections neither lose units nor pass the stock.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../testing/test-database';
import { CartsSql } from './carts.sql';

const casey = 'casey@paintco.test';
const brush = '00000000-0000-4000-8000-000000000001';
const roller = '00000000-0000-4000-8000-000000000002';
const line = (toolId: string, qty: number) => ({
  toolId,
  toolName: `Tool ${toolId.slice(-1)}`,
  qty,
});

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`CartsSql on ${kind}`, () => {
    let testDb: TestDatabase;
    let carts: CartsSql;

    beforeAll(async () => {
      testDb = await openTestDatabase(kind);
      carts = new CartsSql(testDb.db);
    }, 30_000);
    afterAll(() => testDb.close());
    beforeEach(async () => {
      await testDb.reset();
      await testDb.db.query(`INSERT INTO users (email, name) VALUES ($1, 'Casey')`, [casey]);
    });

    it('adds to a line, within the stock and the number of lines', async () => {
      const limits = { maxQty: 5, maxLines: 1 };
      expect(await carts.add(casey, line(brush, 2), limits)).toEqual({ added: true, qty: 2 });
      expect(await carts.add(casey, line(brush, 3), limits)).toEqual({ added: true, qty: 5 });
      expect(await carts.add(casey, line(brush, 1), limits)).toEqual({
        added: false,
        reason: 'over-max',
      });
      expect(await carts.add(casey, line(roller, 1), limits)).toEqual({
        added: false,
        reason: 'full',
      });
      expect(await carts.lines(casey)).toEqual([line(brush, 5)]);
    });

    it('loses no unit when adds race', async () => {
      const limits = { maxQty: 100, maxLines: 50 };
      await Promise.all(Array.from({ length: 20 }, () => carts.add(casey, line(brush, 1), limits)));
      expect(await carts.lines(casey)).toEqual([line(brush, 20)]);
    });

    it('puts, updates and removes lines', async () => {
      await carts.put(casey, [line(brush, 2), line(roller, 10)]);
      await carts.put(casey, [line(brush, 4)]);
      expect(await carts.update(casey, roller, 12)).toBe(true);
      expect(await carts.update('other@paintco.test', roller, 12)).toBe(false);
      expect(await carts.lines(casey)).toEqual([line(brush, 4), line(roller, 12)]);
      await carts.remove(casey, [brush]);
      expect(await carts.lines(casey)).toEqual([line(roller, 12)]);
    });
  });
}
