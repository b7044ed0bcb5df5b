// The API process's part in the jobs: it works every queue and asks for the recurring
// runs. Adding a job (the e-mail outbox) means its file here and one line below.
import type { AppDeps } from '../app-deps';
import type { SqlClient } from '../db/sql-client.port';
import { expireLapsedOrdersJob, expireLapsedOrdersQueue } from './expire-lapsed-orders.job';
import type { JobQueue, JobQueueSettings } from './job-queue.port';
import { installPgBoss, startPgBossQueue, type PgBossQueueOptions } from './pg-boss.queue';
import { repeatJob } from './repeat-every';
import { retryPendingRefundsJob, retryPendingRefundsQueue } from './retry-pending-refunds.job';
import { mailJobQueues, startMailJobs, type MailJobsConfig } from './start-mail-jobs';

/** Every job's queue (a new job adds its own here too). */
const jobQueues: readonly JobQueueSettings[] = [
  expireLapsedOrdersQueue,
  retryPendingRefundsQueue,
  ...mailJobQueues,
];

/** The job queue's tables and every queue, made once before the API processes start. */
export function installJobQueues(db: SqlClient): Promise<void> {
  return installPgBoss(db, jobQueues);
}

export interface RunningJobs {
  queue: JobQueue;
  stop(): Promise<void>;
}

export async function startJobs(
  db: SqlClient,
  deps: Pick<AppDeps, 'orders' | 'payments' | 'refunds' | 'clock'>,
  log: (line: string) => void,
  options: PgBossQueueOptions = {},
  mail?: MailJobsConfig,
): Promise<RunningJobs> {
  const queue = await startPgBossQueue(db, {
    onError: (error) => log(`job queue: ${error.message}`),
    ...options,
  });
  const stops = [
    await repeatJob(queue, expireLapsedOrdersJob({ ...deps, log }), log),
    await repeatJob(queue, retryPendingRefundsJob({ ...deps, log }), log),
  ];
  if (mail) stops.push(await startMailJobs(queue, { db, clock: deps.clock, log }, mail));
  return {
    queue,
    async stop() {
      for (const stop of stops) stop();
      await queue.stop();
    },
  };
}
