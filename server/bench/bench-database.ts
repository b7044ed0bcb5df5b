// What the database benches share: a throwaway schema of the PostgreSQL at DATABASE_URL
// (scripts/start-test-postgres.sh starts one), or PGlite with BENCH_DB=pglite, and the
// percentile they report.
import { randomBytes } from 'node:crypto';
import { openPgClient } from '../src/db/pg.client';
import { openPgliteClient } from '../src/db/pglite.client';
import type { SqlClient } from '../src/db/sql-client.port';

export interface BenchDatabase {
  readonly db: SqlClient;
  /** "PostgreSQL 16.4" or "PGlite". */
  readonly kind: string;
  close(): Promise<void>;
}

export async function openBenchDatabase(): Promise<BenchDatabase> {
  if (process.env['BENCH_DB'] === 'pglite') {
    const db = await openPgliteClient();
    return { db, kind: 'PGlite', close: () => db.close() };
  }
  const url = process.env['DATABASE_URL']?.trim();
  if (!url) {
    console.error('Set DATABASE_URL: eval "$(scripts/start-test-postgres.sh)"');
    process.exit(1);
  }
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const db = openPgClient(url, { schema, maxConnections: 4 });
  await db.exec(`CREATE SCHEMA ${schema}`);
  const [version] = await db.query<{ v: string }>(`SELECT current_setting('server_version') AS v`);
  return {
    db,
    kind: `PostgreSQL ${version?.v ?? ''}`,
    async close() {
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}

/** The value below which `p` percent of the sorted times fall (nearest rank). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** "label  median 95 ms, range 78–256 ms" of a bench's times. */
export function medianAndRange(label: string, times: readonly number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (n: number | undefined) => `${(n ?? NaN).toFixed(0)}`;
  return `${label.padEnd(44)} median ${ms(percentile(sorted, 50)).padStart(5)} ms, range ${ms(sorted[0])}–${ms(sorted.at(-1))} ms`;
}

/** A rate limiter that allows everything: a bench measures the call, not its limit. */
export const unlimited = { consume: async () => ({ allowed: true as const }) };
