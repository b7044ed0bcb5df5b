// Reminders of invoices on account: a recurring job, once per slot for the whole store
// (repeatEvery), one run at a time; each reminder is queued once per invoice, step and
// reader by the outbox's key, so a retried or doubled run queues nothing twice.
import type { Clock } from '../auth/clock';
import type { SqlExecutor } from '../db/sql-client.port';
import { enqueueInvoiceReminders } from '../repositories/invoice-reminders.sql';
import { repeatingSweep, type SweepJob } from './job-queue.port';

/** Reminders go by the day: looking every 10 minutes sends each soon after midnight UTC. */
export const remindInvoicesQueue = repeatingSweep('remind-invoices', 300, 600);

export function remindInvoicesJob(deps: {
  db: SqlExecutor;
  clock: Clock;
  /** The store's address, which the reminders' links start with. */
  siteUrl: string;
  log: (line: string) => void;
}): SweepJob {
  return {
    ...remindInvoicesQueue,
    async run() {
      const queued = await enqueueInvoiceReminders(deps.db, deps.clock.now(), deps.siteUrl);
      if (queued > 0) deps.log(`queued ${queued} reminder(s) of invoices due or overdue`);
    },
  };
}
