// Unpaid orders about to lapse: a recurring job queues one reminder per order (the
// outbox's dedupe key keeps it to one however often the job runs or in how many processes).
import type { Clock } from '../auth/clock';
import type { SqlExecutor } from '../db/sql-client.port';
import { enqueueExpiringOrderMails } from '../repositories/event-mail.sql';
import { repeatingSweep, type SweepJob } from './job-queue.port';

export const remindExpiringOrdersQueue = repeatingSweep('remind-expiring-orders', 120, 60);

export function remindExpiringOrdersJob(deps: {
  db: SqlExecutor;
  clock: Clock;
  /** Remind when an order lapses within this many minutes. */
  withinMinutes: number;
  /** The store's address, which the reminders' links start with. */
  siteUrl: string;
  log: (line: string) => void;
}): SweepJob {
  return {
    ...remindExpiringOrdersQueue,
    async run() {
      const queued = await enqueueExpiringOrderMails(
        deps.db,
        deps.clock.now(),
        deps.withinMinutes,
        deps.siteUrl,
      );
      if (queued > 0) deps.log(`queued ${queued} reminder(s) of unpaid orders about to lapse`);
    },
  };
}
