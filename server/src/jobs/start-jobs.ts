// The API process's part in the jobs: it works every queue and asks for the recurring
// runs. Adding a job (the e-mail outbox) means its file here and one line below.
import type { AppDeps } from '../app-deps';
import type { SqlClient } from '../db/sql-client.port';
import {
  expireLapsedOrdersEverySeconds,
  expireLapsedOrdersJob,
  expireLapsedOrdersQueue,
} from './expire-lapsed-orders.job';
import type { JobQueue, JobQueueSettings } from './job-queue.port';
import { installPgBoss, startPgBossQueue, type PgBossQueueOptions } from './pg-boss.queue';
import { repeatEvery } from './repeat-every';
import {
  retryPendingRefundsEverySeconds,
  retryPendingRefundsJob,
  retryPendingRefundsQueue,
} from './retry-pending-refunds.job';
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
  const expiry = expireLapsedOrdersJob({ ...deps, log });
  await queue.work(expiry);
  const stopRepeating = repeatEvery(queue, expiry.name, expireLapsedOrdersEverySeconds, (error) =>
    log(`could not queue ${expiry.name}: ${String(error)}`),
  );
  const refunds = retryPendingRefundsJob({ ...deps, log });
  await queue.work(refunds);
  const stopRefunds = repeatEvery(queue, refunds.name, retryPendingRefundsEverySeconds, (error) =>
    log(`could not queue ${refunds.name}: ${String(error)}`),
  );
  const stopMail = mail
    ? await startMailJobs(queue, { db, clock: deps.clock, log }, mail)
    : undefined;
  return {
    queue,
    async stop() {
      stopRepeating();
      stopRefunds();
      stopMail?.();
      await queue.stop();
    },
  };
}
