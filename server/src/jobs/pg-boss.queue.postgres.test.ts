// The job queue shared by API processes on one PostgreSQL: every job runs once, whichever
// process takes it, and a job whose process dies mid-run is finished by another.
// Runs when DATABASE_URL is set (CI).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPgClient } from '../db/pg.client';
import type { SqlClient } from '../db/sql-client.port';
import { openTestDatabase, postgresTarget, type TestDatabase } from '../testing/test-database';
import type { JobQueue } from './job-queue.port';
import { startPgBossQueue } from './pg-boss.queue';
import { createJobRuns, eventually, jobRuns, recordingJob } from './testing/job-runs';

const url = process.env['DATABASE_URL'];

describe.skipIf(!url)('the job queue of several processes on one PostgreSQL', () => {
  let testDb: TestDatabase;
  /** The file's own database on the server, and its schema. */
  let target: { url: string; schema: string };
  let schema: string;
  const running: { stop(): Promise<void> }[] = [];

  /** An API process's share: its own pool and its own queue client. */
  async function processQueue(): Promise<{ db: SqlClient; queue: JobQueue }> {
    const db = openPgClient(target.url, { schema });
    const queue = await startPgBossQueue(db, {
      schema: `${schema}_jobs`,
      pollingSeconds: 0.5,
      maintenanceSeconds: 1,
    });
    running.push({ stop: () => queue.stop().then(() => db.close()) });
    return { db, queue };
  }

  beforeAll(async () => {
    testDb = await openTestDatabase('postgres');
    target = await postgresTarget(testDb.db);
    schema = target.schema;
    await createJobRuns(testDb.db);
  }, 30_000);
  beforeEach(() => testDb.db.exec('TRUNCATE job_runs'));
  afterEach(async () => {
    for (const process of running.splice(0)) await process.stop();
  });
  afterAll(async () => {
    await testDb.db.exec(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`);
    await testDb.close();
  });

  it('runs each of 40 jobs exactly once with two workers taking them', async () => {
    const first = await processQueue();
    const second = await processQueue();
    await first.queue.work(recordingJob(first.db, 'first', { ms: 50 }));
    await second.queue.work(recordingJob(second.db, 'second', { ms: 50 }));
    const keys = Array.from({ length: 40 }, (_, i) => `job-${i}`);
    await Promise.all(
      keys.map((key, i) => (i % 2 ? first.queue : second.queue).send('test-job', { key })),
    );
    await eventually(async () => (await jobRuns(testDb.db)).length >= 2 * keys.length, 30_000);
    // Anything more (a second run of a job) would have had time to show.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const runs = await jobRuns(testDb.db);
    expect(runs).toHaveLength(2 * keys.length);
    for (const key of keys) {
      const ofKey = runs.filter((run) => run.key === key);
      expect(ofKey.map((run) => run.phase)).toEqual(['started', 'completed']);
      expect(ofKey[0]?.worker).toBe(ofKey[1]?.worker);
    }
    const workers = new Set(runs.map((run) => run.worker));
    expect(workers).toEqual(new Set(['first', 'second']));
  }, 60_000);

  it('makes one job per slot when every process asks for the recurring one', async () => {
    const queues = [(await processQueue()).queue, (await processQueue()).queue];
    const ids = await Promise.all(
      [...queues, ...queues].map((queue) => queue.sendOncePer('test-job', 3600)),
    );
    expect(ids.filter((id) => id !== undefined)).toHaveLength(1);
  });

  it('finishes, once, a job whose process was killed mid-run', async () => {
    // The doomed process works the queue alone at first, so the job is surely its own.
    const doomed = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./testing/stalling-worker.ts', import.meta.url))],
      {
        env: { ...process.env, DATABASE_URL: target.url, TEST_SCHEMA: schema },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        doomed.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('working')) resolve();
        });
        doomed.on('exit', (code) => reject(new Error(`the worker exited early: ${code}`)));
      });
      const sender = await processQueue();
      await sender.queue.send('test-job', { key: 'survivor' });
      await eventually(async () => (await jobRuns(testDb.db)).length === 1, 15_000);
      doomed.kill('SIGKILL');

      // Another process takes over once the dead run's 2 s are up.
      await sender.queue.work(recordingJob(sender.db, 'heir'));
      await eventually(
        async () => (await jobRuns(testDb.db)).some((run) => run.phase === 'completed'),
        20_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await jobRuns(testDb.db)).toEqual([
        { key: 'survivor', worker: 'doomed', phase: 'started' },
        { key: 'survivor', worker: 'heir', phase: 'started' },
        { key: 'survivor', worker: 'heir', phase: 'completed' },
      ]);
    } finally {
      doomed.kill('SIGKILL');
    }
  }, 60_000);
});
