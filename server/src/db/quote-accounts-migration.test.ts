// Migration 020 on a store that already has quotes: those whose e-mail has an account stay
// that account's (no customer loses a quote), the others belong to no account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuotesSql } from '../repositories/quotes.sql';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { migrate, readMigrations } from './migrate';

describe('migration 020 (quote accounts) on existing quotes', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openTestDatabase('pglite', { migrated: false });
  }, 30_000);
  afterAll(() => testDb.close());

  it('gives each quote of an account holder to that account, and no other', async () => {
    const migrations = await readMigrations();
    await migrate(
      testDb.db,
      undefined,
      migrations.filter((m) => m.version < 20),
    );
    await testDb.db.query(`INSERT INTO users (email, name) VALUES ('casey@paintco.test', 'C')`);
    await testDb.db.exec(`INSERT INTO quotes (name, email, message) VALUES
      ('Casey', 'casey@paintco.test', 'mine'), ('Jordan', 'jordan@crew.test', 'no account')`);
    await migrate(testDb.db, undefined, migrations);

    const quotes = new QuotesSql(testDb.db);
    const held = await quotes.listByAccount('casey@paintco.test');
    expect(held.map((quote) => quote.message)).toEqual(['mine']);
    expect(await quotes.listByAccount('jordan@crew.test')).toEqual([]);
    const all = await quotes.listAll();
    expect(all.map((quote) => [quote.message, quote.account])).toEqual(
      expect.arrayContaining([
        ['mine', 'casey@paintco.test'],
        ['no account', undefined],
      ]),
    );
  });
});
