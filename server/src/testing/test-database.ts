// A migrated, empty database for one test file: PGlite always, PostgreSQL when
// DATABASE_URL is set. Each PostgreSQL test file gets its own schema, so files can run
// in parallel against one server.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { migrate, readMigrations, type Migration } from '../db/migrate';
import { openPgClient } from '../db/pg.client';
import { openPgliteClient } from '../db/pglite.client';
import type { SqlClient, SqlExecutor } from '../db/sql-client.port';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestDatabase {
  db: SqlClient;
  /** Empties every table: call between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Empties every table of the store (all but the migrations' record), whoever added it. */
async function truncateAll(db: SqlExecutor): Promise<void> {
  const rows = await db.query<{ name: string }>(
    `SELECT quote_ident(tablename) AS name FROM pg_tables
     WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'`,
  );
  await db.exec(`TRUNCATE ${rows.map((row) => row.name).join(', ')}`);
}

/**
 * A fresh PGlite takes seconds (initdb); loading a dump of a migrated one takes a fraction.
 * The dump is cached in the temp directory, keyed by the migrations it contains.
 */
async function pgliteTemplate(migrations: Migration[]): Promise<Blob> {
  const key = createHash('sha256')
    .update(`${migrations.length}:${migrations.map((m) => m.sql).join('\n')}`)
    .digest('hex')
    .slice(0, 16);
  const dir = join(tmpdir(), 'paint-store-api-tests');
  const file = join(dir, `pglite-${key}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const fresh = await openPgliteClient();
    if (migrations.length > 0) await migrate(fresh, undefined, migrations);
    const dump = await fresh.dump();
    await fresh.close();
    await mkdir(dir, { recursive: true });
    // Written aside and renamed, so a parallel test file never reads half a tarball.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

async function openPostgres(url: string): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = openPgClient(url, { schema, maxConnections: 20 });
  await db.exec(`CREATE SCHEMA ${schema}`);
  await migrate(db);
  return {
    db,
    reset: () => truncateAll(db),
    async close() {
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}

/**
 * `migrated: false` gives a database as a first start finds it (PGlite only), for tests of
 * what the start does to it.
 */
export async function openTestDatabase(
  kind: DatabaseKind = 'pglite',
  { migrated = true } = {},
): Promise<TestDatabase> {
  if (kind === 'postgres') {
    const url = process.env['DATABASE_URL'];
    if (!url) throw new Error('DATABASE_URL is not set');
    return openPostgres(url);
  }
  const db = await openPgliteClient(
    undefined,
    await pgliteTemplate(migrated ? await readMigrations() : []),
  );
  return {
    db,
    reset: () => truncateAll(db),
    close: () => db.close(),
  };
}

/** The kinds to run repository tests on: PostgreSQL only when CI provides one. */
export const databaseKinds: { kind: DatabaseKind; skip: boolean }[] = [
  { kind: 'pglite', skip: false },
  { kind: 'postgres', skip: !process.env['DATABASE_URL'] },
];

/**
 * A describe block per database kind (PostgreSQL only when DATABASE_URL is set), with one
 * migrated database for the block, emptied before each test. `suite` reads it through `db()`.
 */
export function describeOnEachDatabase(title: string, suite: (db: () => SqlClient) => void) {
  for (const { kind, skip } of databaseKinds) {
    describe.skipIf(skip)(`${title} on ${kind}`, () => {
      let testDb: TestDatabase | undefined;
      beforeAll(async () => {
        testDb = await openTestDatabase(kind);
      }, 30_000);
      afterAll(() => testDb?.close());
      beforeEach(() => testDb?.reset());
      suite(() => {
        if (!testDb) throw new Error('describeOnEachDatabase: the database opens in beforeAll');
        return testDb.db;
      });
    });
  }
}
