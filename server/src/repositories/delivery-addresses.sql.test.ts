// The address book on PGlite, and on PostgreSQL when DATABASE_URL is set: however many
// checkouts of one account run at once, it keeps its newest few and no copy of any.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressKey, MAX_KEPT_ADDRESSES } from '../../../src/domain/delivery-address';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../testing/test-database';
import { DeliveryAddressesSql } from './delivery-addresses.sql';

const casey = 'casey@paintco.test';
const at = (n: number) => ({ address: `${n} Ladder Road`, phone: '+1 614 555 0142' });

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`DeliveryAddressesSql on ${kind}`, () => {
    let testDb: TestDatabase;
    let book: DeliveryAddressesSql;
    const remember = (n: number) =>
      book.remember(casey, at(n), addressKey(at(n)), MAX_KEPT_ADDRESSES);

    beforeAll(async () => {
      testDb = await openTestDatabase(kind);
      book = new DeliveryAddressesSql(testDb.db);
    }, 30_000);
    afterAll(() => testDb.close());
    beforeEach(async () => {
      await testDb.reset();
      await testDb.db.query(`INSERT INTO users (email, name) VALUES ($1, 'Casey')`, [casey]);
    });

    it('keeps the newest, a repeat moved up, and forgets the oldest past the limit', async () => {
      for (const n of [1, 2, 3, 1, 4, 5, 6]) await remember(n);
      expect(await book.list(casey)).toEqual([6, 5, 4, 1, 3].map(at));
    });

    it('stays at the limit when many checkouts of one account keep addresses at once', async () => {
      await Promise.all(Array.from({ length: 30 }, (_, i) => remember(i % 12)));
      const kept = await book.list(casey);
      expect(kept).toHaveLength(MAX_KEPT_ADDRESSES);
      expect(new Set(kept.map((a) => a.address)).size).toBe(MAX_KEPT_ADDRESSES);
    });
  });
}
