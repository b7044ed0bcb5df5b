// The cart table on PGlite, and on PostgreSQL when DATABASE_URL is set: adding sums in one
// statement, so adds racing on real connections neither lose units nor pass the stock.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../testing/test-database';
import { CartsSql } from './carts.sql';

const casey = 'casey@paintco.test';
const brush = '00000000-0000-4000-8000-000000000001';
const roller = '00000000-0000-4000-8000-000000000002';
const others = Array.from({ length: 6 }, (_, i) => `00000000-0000-4000-8000-00000000001${i}`);
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

    it('keeps the number of lines when adds of different tools race', async () => {
      const limits = { maxQty: 100, maxLines: 3 };
      const added = await Promise.all(
        others.map((tool) => carts.add(casey, line(tool, 1), limits)),
      );
      expect(added.filter((result) => result.added)).toHaveLength(3);
      expect(added.filter((result) => !result.added)).toEqual(
        Array.from({ length: 3 }, () => ({ added: false, reason: 'full' })),
      );
      expect(await carts.lines(casey)).toHaveLength(3);
    });

    it('plans each change on the lines the one before it stored, however many race', async () => {
      // Each change adds one unit of the brush to what it read, and a line of its own while
      // the cart holds fewer than three: unserialised, they all read an empty cart.
      await Promise.all(
        others.map((tool) =>
          carts.change(casey, (held) => {
            const brushes = held.find((l) => l.toolId === brush)?.qty ?? 0;
            const room = held.length < 3 ? [line(tool, 1)] : [];
            return { set: [line(brush, brushes + 1), ...room], answer: undefined };
          }),
        ),
      );
      const stored = await carts.lines(casey);
      expect(stored.find((l) => l.toolId === brush)?.qty).toBe(6);
      expect(stored).toHaveLength(3);
    });

    it('changes, updates and removes lines', async () => {
      const set = (lines: ReturnType<typeof line>[]) => () => ({
        set: lines,
        answer: lines.length,
      });
      expect(await carts.change(casey, set([line(brush, 2), line(roller, 10)]))).toBe(2);
      expect(await carts.change(casey, set([line(brush, 4)]))).toBe(1);
      expect(await carts.update(casey, roller, 12)).toBe(true);
      expect(await carts.update('other@paintco.test', roller, 12)).toBe(false);
      expect(await carts.lines(casey)).toEqual([line(brush, 4), line(roller, 12)]);
      await carts.remove(casey, [brush]);
      expect(await carts.lines(casey)).toEqual([line(roller, 12)]);
    });
  });
}
