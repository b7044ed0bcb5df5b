// API processes starting at the same moment on a fresh PostgreSQL: each installs pg-boss
// and creates the same queues. Unguarded, two create_queue calls deadlock (each waits for
// the other's lock on pgboss.queue), which killed about one cluster start in nine.
// Runs when DATABASE_URL is set (CI).
import { randomBytes } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { openPgClient } from '../db/pg.client';
import type { SqlClient } from '../db/sql-client.port';
import type { JobQueue } from './job-queue.port';
import { installPgBoss, startPgBossQueue } from './pg-boss.queue';
import { recordingJob } from './testing/job-runs';

const url = process.env['DATABASE_URL'];
const PROCESSES = 6;
const ROUNDS = 4;
const schemas: string[] = [];

/** One process's start: its own pool, pg-boss installed, two queues created and worked. */
async function startProcess(schema: string): Promise<{ db: SqlClient; queue: JobQueue }> {
  const db = openPgClient(url ?? '', { maxConnections: 3 });
  const queue = await startPgBossQueue(db, { schema, pollingSeconds: 5 });
  await queue.work(recordingJob(db, 'a', { name: 'first-queue' }));
  await queue.work({ ...recordingJob(db, 'b', { name: 'second-queue' }), oneAtATime: true });
  return { db, queue };
}

afterAll(async () => {
  if (!url) return;
  const db = openPgClient(url, { maxConnections: 1 });
  for (const schema of schemas) await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await db.close();
});

it.skipIf(!url)(
  `starts ${PROCESSES} queues at once on a fresh schema, ${ROUNDS} times, without error`,
  async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const schema = `jobs_race_${randomBytes(5).toString('hex')}`;
      schemas.push(schema);
      const starts = await Promise.allSettled(
        Array.from({ length: PROCESSES }, () => startProcess(schema)),
      );
      const started = starts.flatMap((start) =>
        start.status === 'fulfilled' ? [start.value] : [],
      );
      for (const { db, queue } of started) await queue.stop().then(() => db.close());
      const failures = starts.flatMap((start) =>
        start.status === 'rejected' ? [String(start.reason)] : [],
      );
      expect(failures).toEqual([]);

      const check = openPgClient(url ?? '', { maxConnections: 1 });
      const queues = await check.query<{ name: string; policy: string }>(
        `SELECT name, policy FROM ${schema}.queue ORDER BY name`,
      );
      await check.close();
      expect(queues).toEqual([
        { name: 'first-queue', policy: 'standard' },
        { name: 'second-queue', policy: 'singleton' },
      ]);
    }
  },
  120_000,
);

it.skipIf(!url)(
  'installs pg-boss and the queues ahead of the processes, again and again',
  async () => {
    const schema = `jobs_install_${randomBytes(5).toString('hex')}`;
    schemas.push(schema);
    // As `npm run db:migrate` opens it: one connection.
    const db = openPgClient(url ?? '', { maxConnections: 1 });
    try {
      const job = recordingJob(db, 'a', { name: 'first-queue' });
      await installPgBoss(db, [job], schema);
      await installPgBoss(db, [{ ...job, timeoutSeconds: 60 }], schema);
      const queues = await db.query<{ name: string; expire_seconds: number }>(
        `SELECT name, expire_seconds FROM ${schema}.queue`,
      );
      expect(queues).toEqual([{ name: 'first-queue', expire_seconds: 60 }]);
    } finally {
      await db.close();
    }
  },
  30_000,
);
