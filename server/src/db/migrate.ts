// Applies the numbered SQL files in ./migrations that the database has not seen yet.
import { readdir, readFile } from 'node:fs/promises';
import type { SqlClient, SqlExecutor } from './sql-client.port';

const migrationsDir = new URL('./migrations/', import.meta.url);
// Any fixed number: API processes that start together on one PostgreSQL queue on it.
const migrationLockKey = 8_787_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export async function readMigrations(dir: URL = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file));
  const migrations = await Promise.all(
    files.map(async (file) => ({
      version: Number(file.slice(0, 3)),
      name: file.slice(4, -4),
      sql: await readFile(new URL(file, dir), 'utf8'),
    })),
  );
  return migrations.sort((a, b) => a.version - b.version);
}

/**
 * Runs inside one transaction holding an advisory lock, so concurrent starts apply each
 * migration once; `afterMigrations` (the seed) shares that transaction and lock.
 * Returns the versions applied now.
 */
export async function migrate(
  db: SqlClient,
  afterMigrations?: (tx: SqlExecutor) => Promise<unknown>,
  migrations?: Migration[],
): Promise<number[]> {
  const pending = migrations ?? (await readMigrations());
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    integer PRIMARY KEY,
      name       text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map(
        (row) => row.version,
      ),
    );
    const appliedNow: number[] = [];
    for (const migration of pending) {
      if (applied.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      appliedNow.push(migration.version);
    }
    if (afterMigrations) await afterMigrations(tx);
    return appliedNow;
  });
}
