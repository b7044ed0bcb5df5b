// The reminders of invoices on account (issue 26, item 4), queued in the outbox: for every
// invoice still owing whose due date is near or past, the step it is at today, to each of
// its company's admins. The outbox's key (invoice, step, reader) keeps each to one e-mail
// however often the job runs and from however many processes.
import { DUE_SOON_DAYS, type KeptAccountInvoice } from '../../../src/domain/account-statement';
import { invoiceReminderMail, reminderDue } from '../../../src/domain/invoice-reminders';
import type { SqlExecutor } from '../db/sql-client.port';
import { enqueueMail } from './mail-outbox.sql';

type ReminderRow = Pick<
  KeptAccountInvoice,
  'number' | 'dueDate' | 'totalCents' | 'paidCents' | 'creditedCents'
> & { companyName: string; admins: string[] };

/** Queues the reminders due at `now`; answers how many e-mails it queued. */
export async function enqueueInvoiceReminders(
  sql: SqlExecutor,
  now: Date,
  siteUrl: string,
): Promise<number> {
  const rows = await sql.query<ReminderRow>(
    `SELECT * FROM (
       SELECT a.invoice_number AS number, to_char(a.due_on, 'YYYY-MM-DD') AS "dueDate",
         a.total_cents::float8 AS "totalCents",
         coalesce((SELECT sum(p.amount_cents) FROM invoice_payments p
                   WHERE p.invoice_number = a.invoice_number), 0)::float8 AS "paidCents",
         coalesce((SELECT sum(c.total_cents) FROM credit_notes c
                   WHERE c.invoice_number = a.invoice_number), 0)::float8 AS "creditedCents",
         co.name AS "companyName",
         array(SELECT m.user_email FROM company_members m
               WHERE m.company_id = a.company_id AND m.role = 'company-admin'
               ORDER BY m.user_email) AS admins
       FROM account_invoices a JOIN companies co ON co.id = a.company_id
       WHERE a.due_on <= ($1::timestamptz AT TIME ZONE 'UTC')::date + $2::int
     ) owed
     WHERE "totalCents" > "paidCents" + "creditedCents"
     ORDER BY "dueDate", number LIMIT 1000`,
    [now, DUE_SOON_DAYS],
  );
  let queued = 0;
  for (const row of rows) {
    const step = reminderDue(row, now);
    if (step === undefined) continue;
    for (const admin of row.admins) {
      if (await enqueueMail(sql, invoiceReminderMail(row, step, admin, siteUrl))) queued += 1;
    }
  }
  return queued;
}
