// A migrated, empty database for one test file: PGlite always, PostgreSQL when
// DATABASE_URL is set. Each PostgreSQL test file gets a database of its own (copied from a
// migrated template) and in it a schema named after it, so files can run in parallel
// against one server.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
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

// A table past this many bytes is truncated rather than emptied row by row, so rows deleted
// before each test never pile up (PGlite has no autovacuum to clear them).
const deleteUpToBytes = 64 * 1024;

/**
 * Empties every table of the store (all but the migrations' record), whoever added it.
 * TRUNCATE gives each of some forty tables a new file: before every test that took 0.4 s on
 * PostgreSQL and 1-3 s on PGlite. Deleting the rows of small tables takes a fraction of
 * that; the session acts as a replica for it, so no foreign key, append-only rule or other
 * trigger fires, as none does on TRUNCATE. The tool caches are told, as TRUNCATE tools did.
 */
async function emptyAll(db: SqlClient): Promise<void> {
  await db.transaction(async (tx) => {
    const tables = await tx.query<{ name: string; large: boolean; superuser: boolean }>(
      `SELECT quote_ident(tablename) AS name,
              pg_relation_size(format('%I.%I', schemaname, tablename)) > $1 AS large,
              current_setting('is_superuser') = 'on' AS superuser
       FROM pg_tables
       WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'`,
      [deleteUpToBytes],
    );
    // Only a superuser may act as a replica; any other keeps to TRUNCATE.
    const canDelete = tables.every((table) => table.superuser);
    const truncated = tables.filter((table) => table.large || !canDelete);
    const deleted = tables.filter((table) => !truncated.includes(table));
    if (truncated.length > 0) {
      await tx.exec(`TRUNCATE ${truncated.map((table) => table.name).join(', ')} CASCADE`);
    }
    if (deleted.length > 0) {
      await tx.exec(
        `SET LOCAL session_replication_role = replica;
         ${deleted.map((table) => `DELETE FROM ${table.name};`).join('\n')}
         SELECT pg_notify('tool_changes', current_schema());`,
      );
    }
  });
}

/** Names the template after the migrations it holds, so a changed migration makes a new one. */
function migrationsKey(migrations: Migration[]): string {
  return createHash('sha256')
    .update(`${migrations.length}:${migrations.map((m) => m.sql).join('\n')}`)
    .digest('hex')
    .slice(0, 16);
}

/** The same server as `url`, another database on it. */
function databaseUrl(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

// Any fixed number (not migrate's): test files that start together build the template once.
const templateLockKey = 8_787_002;
// The schema the template's tables live in, renamed after the database in each copy.
const templateSchema = 'test_template';

/**
 * Every migration on PostgreSQL takes seconds, and migrate's lock queues the files that
 * start together: the server migrates a template database once (kept, named after the
 * migrations) and each file copies it, a fraction of a second.
 */
async function postgresTemplate(admin: pg.Client, url: string): Promise<string> {
  const migrations = await readMigrations();
  const template = `paint_test_template_${migrationsKey(migrations)}`;
  await admin.query('SELECT pg_advisory_lock($1)', [templateLockKey]);
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount) return template;
    // Built aside and renamed, so a run killed halfway never leaves a half-migrated template.
    const building = `${template}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building}`);
    await admin.query(`CREATE DATABASE ${building}`);
    const db = openPgClient(databaseUrl(url, building), {
      schema: templateSchema,
      maxConnections: 1,
    });
    try {
      await db.exec(`CREATE SCHEMA ${templateSchema}`);
      await migrate(db, undefined, migrations);
    } finally {
      await db.close();
    }
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    return template;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [templateLockKey]);
  }
}

async function openPostgres(url: string): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await postgresTemplate(admin, url)}`);
  } finally {
    await admin.end();
  }
  // The schema carries the file's name too: tests tell their listeners and processes apart
  // by it (tool_changes notifies the schema, a listener's application_name holds it).
  const db = openPgClient(databaseUrl(url, name), { schema: name, maxConnections: 20 });
  await db.exec(`ALTER SCHEMA ${templateSchema} RENAME TO ${name}`);
  return {
    db,
    reset: () => emptyAll(db),
    async close() {
      await db.close();
      const dropping = new pg.Client({ connectionString: url });
      await dropping.connect();
      try {
        // FORCE: a second process's pool a test left open must not keep the database.
        await dropping.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropping.end();
      }
    },
  };
}

/**
 * Where a PostgreSQL test database lives, for a second pool or process on it: the file's own
 * database on DATABASE_URL's server, and its schema.
 */
export async function postgresTarget(db: SqlExecutor): Promise<{ url: string; schema: string }> {
  const url = process.env['DATABASE_URL'];
  if (!url) throw new Error('DATABASE_URL is not set');
  const [row] = await db.query<{ database: string; schema: string }>(
    'SELECT current_database() AS database, current_schema() AS schema',
  );
  if (!row) throw new Error('postgresTarget: the database did not say where it is');
  return { url: databaseUrl(url, row.database), schema: row.schema };
}

/**
 * A fresh PGlite takes seconds (initdb); loading a dump of a migrated one takes a fraction.
 * The dump is cached in the temp directory, keyed by the migrations it contains.
 */
async function pgliteTemplate(migrations: Migration[]): Promise<Blob> {
  const key = migrationsKey(migrations);
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
    reset: () => emptyAll(db),
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
