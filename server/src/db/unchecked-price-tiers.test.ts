// Migration 019 on PGlite and PostgreSQL: tiers stored before issue 21's checks that the
// domain now refuses are dropped (the tool sells at its base price); valid ones stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../testing/test-database';
import { readMigrations } from './migrate';

const STORED: readonly [string, number, number, unknown[]][] = [
  // name, minQty, price, tiers as stored
  [
    'valid',
    1,
    12,
    [
      { fromQty: 100, price: 10.8 },
      { fromQty: 500, price: 9.6 },
    ],
  ],
  ['none', 1, 12, []],
  ['free', 1, 10, [{ fromQty: 5, price: 0 }]],
  ['tiny', 1, 10, [{ fromQty: 5, price: 1e-9 }]],
  ['fraction of a cent', 1, 10, [{ fromQty: 5, price: 9.999999999 }]],
  ['dearer than the base', 1, 10, [{ fromQty: 5, price: 15 }]],
  [
    'dearer than the tier before',
    1,
    12,
    [
      { fromQty: 5, price: 10 },
      { fromQty: 9, price: 11 },
    ],
  ],
  ['at the minimum', 5, 12, [{ fromQty: 5, price: 10 }]],
  [
    'out of order',
    1,
    12,
    [
      { fromQty: 9, price: 10 },
      { fromQty: 5, price: 9 },
    ],
  ],
];

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`unchecked price tiers on ${kind}`, () => {
    let testDb: TestDatabase;
    beforeAll(async () => {
      testDb = await openTestDatabase(kind);
      await testDb.reset();
    }, 30_000);
    afterAll(() => testDb.close());

    it('drops the tiers that checkTiers refuses, and keeps the others', async () => {
      for (const [name, minQty, price, tiers] of STORED) {
        await testDb.db.query(
          `INSERT INTO tools (name, img, description, min_qty, available_qty, price, price_tiers)
           VALUES ($1, '/images/r.svg', 'd', $2, 1000, $3, $4::jsonb)`,
          [name, minQty, price, JSON.stringify(tiers)],
        );
      }
      const migration = (await readMigrations()).find((m) => m.version === 19);
      await testDb.db.exec(migration?.sql ?? 'SELECT missing_migration_019()');

      const rows = await testDb.db.query<{ name: string; tiers: unknown[] }>(
        'SELECT name, price_tiers AS tiers FROM tools ORDER BY name',
      );
      const left = Object.fromEntries(rows.map((row) => [row.name, row.tiers]));
      expect(left).toEqual({
        valid: STORED[0]?.[3],
        none: [],
        free: [],
        tiny: [],
        'fraction of a cent': [],
        'dearer than the base': [],
        'dearer than the tier before': [],
        'at the minimum': [],
        'out of order': [],
      });
    });
  });
}
