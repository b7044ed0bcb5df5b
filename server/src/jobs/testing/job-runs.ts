// Test support: a table where test jobs write down each run, so a test can count them
// whichever process ran them.
import type { SqlClient, SqlExecutor } from '../../db/sql-client.port';
import type { JobDefinition } from '../job-queue.port';

export async function createJobRuns(db: SqlExecutor): Promise<void> {
  await db.exec(`CREATE TABLE IF NOT EXISTS job_runs (
    key    text NOT NULL,
    worker text NOT NULL,
    phase  text NOT NULL CHECK (phase IN ('started', 'completed')),
    at     timestamptz NOT NULL DEFAULT clock_timestamp()
  )`);
}

export async function jobRuns(
  db: SqlExecutor,
): Promise<{ key: string; worker: string; phase: string }[]> {
  return db.query('SELECT key, worker, phase FROM job_runs ORDER BY at');
}

/** A job that writes down its start and end, taking `ms` in between (for ever: `stall`). */
export function recordingJob(
  db: SqlClient,
  worker: string,
  options: { name?: string; ms?: number; stall?: boolean; timeoutSeconds?: number } = {},
): JobDefinition<{ key: string }> {
  return {
    name: options.name ?? 'test-job',
    timeoutSeconds: options.timeoutSeconds ?? 30,
    retries: 2,
    oneAtATime: false,
    async run({ key }) {
      await db.query(`INSERT INTO job_runs (key, worker, phase) VALUES ($1, $2, 'started')`, [
        key,
        worker,
      ]);
      if (options.stall) await new Promise(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, options.ms ?? 0));
      await db.query(`INSERT INTO job_runs (key, worker, phase) VALUES ($1, $2, 'completed')`, [
        key,
        worker,
      ]);
    },
  };
}

/** Polls `check` until it holds, or fails after `ms`. */
export async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
