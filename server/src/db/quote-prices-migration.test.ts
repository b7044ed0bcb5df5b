// Migration 025 on a store that already has priced quotes: their whole-dollar prices and
// totals read back unchanged, and a price with cents is stored exactly from then on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuotesSql } from '../repositories/quotes.sql';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { migrate, readMigrations } from './migrate';

const TOOL = '00000000-0000-4000-8000-000000000001';

describe('migration 025 (quote prices in cents) on priced quotes', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openTestDatabase('pglite', { migrated: false });
  }, 30_000);
  afterAll(() => testDb.close());

  it('keeps the whole-dollar prices, then takes cents exactly', async () => {
    const migrations = await readMigrations();
    await migrate(
      testDb.db,
      undefined,
      migrations.filter((m) => m.version < 25),
    );
    const [quote] = await testDb.db.query<{ id: string }>(
      `INSERT INTO quotes (name, email, message, status, expires_at)
       VALUES ('Casey', 'casey@paintco.test', 'old', 'quoted', '2099-12-31')
       RETURNING id::text AS id`,
    );
    const id = quote?.id ?? '';
    await testDb.db.query(
      `INSERT INTO quote_lines (quote_id, position, tool_id, tool_name, tool_img, qty,
         unit_price, total) VALUES ($1, 0, $2, 'Roller', '/r.svg', 10, 12, 120)`,
      [id, TOOL],
    );
    await migrate(testDb.db, undefined, migrations);

    const quotes = new QuotesSql(testDb.db);
    expect((await quotes.findById(id))?.lines).toMatchObject([{ unitPrice: 12, total: 120 }]);
    const repriced = await quotes.setPrices(
      id,
      [{ toolId: TOOL, toolName: 'Roller', toolImg: '/r.svg', qty: 10, unitPrice: 10.1 }],
      new Date('2099-12-31T00:00:00Z'),
    );
    expect(repriced?.lines).toMatchObject([{ unitPrice: 10.1, total: 101 }]);
    await expect(
      testDb.db.query(`UPDATE quote_lines SET unit_price = 0, total = 0 WHERE quote_id = $1`, [id]),
    ).rejects.toThrow(/quote_lines_unit_price_check/);
  });
});
