// The job queue on the embedded PGlite of `npm start`: one process, one connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import type { JobQueue } from './job-queue.port';
import { startPgBossQueue } from './pg-boss.queue';
import { createJobRuns, eventually, jobRuns, recordingJob } from './testing/job-runs';

describe('the job queue on PGlite', () => {
  let testDb: TestDatabase;
  let queue: JobQueue;
  beforeAll(async () => {
    testDb = await openTestDatabase('pglite');
    await createJobRuns(testDb.db);
    queue = await startPgBossQueue(testDb.db, { pollingSeconds: 0.5 });
  }, 30_000);
  afterAll(async () => {
    await queue.stop();
    await testDb.close();
  });

  it('runs each job once', async () => {
    await queue.work(recordingJob(testDb.db, 'only'));
    const keys = ['a', 'b', 'c', 'd', 'e'];
    for (const key of keys) await queue.send('test-job', { key });
    await eventually(async () => (await jobRuns(testDb.db)).length === 2 * keys.length);
    const runs = await jobRuns(testDb.db);
    for (const key of keys) {
      expect(runs.filter((run) => run.key === key).map((run) => run.phase)).toEqual([
        'started',
        'completed',
      ]);
    }
  });

  it('queues one run per time slot, however often it is asked', async () => {
    const first = await queue.sendOncePer('test-job', 3600);
    expect(first).toBeDefined();
    expect(await queue.sendOncePer('test-job', 3600)).toBeUndefined();
  });

  it('tries a failed run again', async () => {
    let attempts = 0;
    await queue.work({
      name: 'flaky-job',
      timeoutSeconds: 30,
      retries: 2,
      oneAtATime: false,
      async run({ key }) {
        attempts += 1;
        if (attempts === 1) throw new Error('the mail server hung up');
        await testDb.db.query(
          `INSERT INTO job_runs (key, worker, phase) VALUES ($1, 'flaky', 'completed')`,
          [String(key)],
        );
      },
    });
    await queue.send('flaky-job', { key: 'retried' });
    await eventually(async () => (await jobRuns(testDb.db)).some((run) => run.key === 'retried'));
    expect(attempts).toBe(2);
  });

  // Last: it stops the queue the file shares.
  it('lets a running job finish when it stops', async () => {
    await queue.work(recordingJob(testDb.db, 'slow', { name: 'slow-job', ms: 700 }));
    await queue.send('slow-job', { key: 'slow' });
    const slowRuns = async () => (await jobRuns(testDb.db)).filter((run) => run.key === 'slow');
    await eventually(async () => (await slowRuns()).length === 1);
    await queue.stop();
    expect((await slowRuns()).map((run) => run.phase)).toEqual(['started', 'completed']);
  });
});
