// Migration 021 on a store written before it: each author keeps one review (their newest
// still shown, else their newest), reviews seeded without an author all stay, and from then
// on the database refuses a second review by the same author.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { migrate, readMigrations } from './migrate';

describe('migration 021: one review per customer', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openTestDatabase('pglite', { migrated: false });
    const before = (await readMigrations()).filter((migration) => migration.version < 21);
    await migrate(testDb.db, undefined, before);
  }, 30_000);
  afterAll(() => testDb.close());

  const review = (message: string, author: string | null, day: number, hidden = false) =>
    testDb.db.query(
      `INSERT INTO reviews (rating, message, author_email, author_name, created_at, hidden)
       VALUES ('4', $1, $2, 'Seeded', $3, $4)`,
      [message, author, new Date(Date.UTC(2026, 0, day)), hidden],
    );

  it('keeps each author’s newest shown review, and then refuses a second', async () => {
    await review('Flood 1', 'flood@paintco.test', 1);
    await review('Flood 2', 'flood@paintco.test', 2);
    await review('Flood 3, hidden', 'flood@paintco.test', 3, true);
    await review('All hidden, older', 'hidden@paintco.test', 1, true);
    await review('All hidden, newer', 'hidden@paintco.test', 2, true);
    await review('Only one', 'one@paintco.test', 1);
    await review('Seeded A', null, 1);
    await review('Seeded B', null, 1);

    await migrate(testDb.db);

    const kept = await testDb.db.query<{ message: string }>(
      'SELECT message FROM reviews ORDER BY message',
    );
    expect(kept.map((row) => row.message)).toEqual([
      'All hidden, newer',
      'Flood 2',
      'Only one',
      'Seeded A',
      'Seeded B',
    ]);
    await expect(review('Another', 'one@paintco.test', 4)).rejects.toThrow(/unique/i);
  });
});
