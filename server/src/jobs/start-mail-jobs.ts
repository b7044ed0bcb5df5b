// The e-mail jobs of an API process: the outbox's delivery, the reminders of unpaid
// orders about to lapse, the reminders of invoices on account, and the admins' low-stock
// alerts, each asked for on a timer (repeatEvery) and worked by any process.
import type { Clock } from '../auth/clock';
import type { SqlClient } from '../db/sql-client.port';
import type { MailSender } from '../gateways/mail-sender.port';
import { MailOutboxSql } from '../repositories/mail-outbox.sql';
import { deliverMailJob, deliverMailQueue, type DeliveryRules } from './deliver-mail.job';
import type { JobQueue, JobQueueSettings } from './job-queue.port';
import { remindExpiringOrdersJob, remindExpiringOrdersQueue } from './remind-expiring-orders.job';
import { remindInvoicesJob, remindInvoicesQueue } from './remind-invoices.job';
import { queueLowStockMailsJob, queueLowStockMailsQueue } from './queue-low-stock-mails.job';
import { repeatJob } from './repeat-every';

export const mailJobQueues: readonly JobQueueSettings[] = [
  deliverMailQueue,
  remindExpiringOrdersQueue,
  remindInvoicesQueue,
  queueLowStockMailsQueue,
];

export interface MailJobsConfig {
  readonly sender: MailSender;
  /** How often the outbox is looked at (MAIL_EVERY_SECONDS): 1 under `npm start`. */
  readonly everySeconds: number;
  /** Remind a customer this many minutes before an unpaid order lapses. */
  readonly remindMinutesBefore: number;
  /** The store's address (SITE_URL), which the reminders' and alerts' links start with. */
  readonly siteUrl: string;
  readonly rules?: DeliveryRules;
}

/** Works the mail jobs and asks for their runs; answers the way to stop asking. */
export async function startMailJobs(
  queue: JobQueue,
  deps: { db: SqlClient; clock: Clock; log: (line: string) => void },
  config: MailJobsConfig,
): Promise<() => void> {
  const delivery = deliverMailJob(
    { outbox: new MailOutboxSql(deps.db), sender: config.sender, log: deps.log },
    config.rules,
  );
  const reminders = remindExpiringOrdersJob({
    ...deps,
    withinMinutes: config.remindMinutesBefore,
    siteUrl: config.siteUrl,
  });
  const invoiceReminders = remindInvoicesJob({ ...deps, siteUrl: config.siteUrl });
  const lowStock = queueLowStockMailsJob({ ...deps, siteUrl: config.siteUrl });
  const { everySeconds } = config;
  const stops = [
    await repeatJob(queue, { ...delivery, everySeconds }, deps.log),
    await repeatJob(queue, reminders, deps.log),
    await repeatJob(queue, invoiceReminders, deps.log),
    // As often as the outbox is read: an alert is worth little late.
    await repeatJob(queue, { ...lowStock, everySeconds }, deps.log),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
