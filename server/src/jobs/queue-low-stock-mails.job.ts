// Low-stock crossings to e-mails: a recurring job (low-stock-mail.sql.ts does the work in
// one transaction, so a crash in between queues nothing and the next run does it all).
import type { SqlClient } from '../db/sql-client.port';
import { queueLowStockMails } from '../repositories/low-stock-mail.sql';
import { sweepQueue, type JobDefinition } from './job-queue.port';

export const queueLowStockMailsQueue = sweepQueue('queue-low-stock-mails', 120);

export function queueLowStockMailsJob(deps: {
  db: SqlClient;
  /** The store's address, which the e-mails' links start with. */
  siteUrl: string;
  log: (line: string) => void;
}): JobDefinition {
  return {
    ...queueLowStockMailsQueue,
    async run() {
      const queued = await queueLowStockMails(deps.db, deps.siteUrl);
      if (queued > 0) deps.log(`queued the admins' e-mail of ${queued} low-stock crossing(s)`);
    },
  };
}
