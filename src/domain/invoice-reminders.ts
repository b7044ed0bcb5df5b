// Reminders of invoices on account (issue 26, item 4): one 3 days before the due date,
// then on the 1st, 7th and 30th day overdue, each at most once per invoice. The job asks
// every few minutes which step an invoice is at; the step's key makes a second ask (or a
// second process) add nothing. A step missed while the store was down is sent late, but
// only the latest one: a company is never sent three reminders at once.
import {
  balanceOf,
  daysPastDue,
  DUE_SOON_DAYS,
  type KeptAccountInvoice,
} from './account-statement';
import type { OutgoingMail } from './mail';
import { signedMailBody } from './mail-html';
import { pageUrl } from './mail-links';
import { formatAmount, fromCents } from './money';

/** The steps, in order, with the day (relative to the due date) each starts on. */
export const REMINDER_STEPS = [
  { step: 'due-soon', fromDay: -DUE_SOON_DAYS },
  { step: 'overdue-1', fromDay: 1 },
  { step: 'overdue-7', fromDay: 7 },
  { step: 'overdue-30', fromDay: 30 },
] as const;
export type ReminderStep = (typeof REMINDER_STEPS)[number]['step'];

/** The reminder an invoice is due at `today` (UTC), or undefined: paid, or not yet time. */
export function reminderDue(
  invoice: Pick<KeptAccountInvoice, 'dueDate' | 'totalCents' | 'paidCents' | 'creditedCents'>,
  today: Date,
): ReminderStep | undefined {
  if (balanceOf(invoice) <= 0) return undefined;
  const day = daysPastDue(invoice.dueDate, today);
  let due: ReminderStep | undefined;
  for (const { step, fromDay } of REMINDER_STEPS) if (day >= fromDay) due = step;
  return due;
}

/** One reminder per invoice and step, to each of the company's admins. */
export const reminderKey = (invoiceNumber: string, step: ReminderStep, to: string): string =>
  `invoice-reminder:${invoiceNumber}:${step}:${to}`;

/** The company's statement, where its admins pay. */
export const STATEMENT_PAGE = '/dashboard/statement';

export interface ReminderInvoice extends Pick<
  KeptAccountInvoice,
  'number' | 'dueDate' | 'totalCents' | 'paidCents' | 'creditedCents'
> {
  readonly companyName: string;
}

function reminderWords(step: ReminderStep, invoice: ReminderInvoice, owed: string) {
  const invoiceDue = `Invoice ${invoice.number} for ${invoice.companyName}`;
  switch (step) {
    case 'due-soon':
      return {
        subject: `Invoice ${invoice.number} is due on ${invoice.dueDate}`,
        line: `${invoiceDue} is due on ${invoice.dueDate}; ${owed} is still open on it.`,
      };
    case 'overdue-30':
      return {
        subject: `Invoice ${invoice.number} is 30 days overdue`,
        line: `${invoiceDue} was due on ${invoice.dueDate} and ${owed} is still open on it. From tomorrow your company cannot order on account until it is paid; paying by card still works.`,
      };
    default: {
      const days = step === 'overdue-1' ? '1 day' : '7 days';
      return {
        subject: `Invoice ${invoice.number} is ${days} overdue`,
        line: `${invoiceDue} was due on ${invoice.dueDate} and ${owed} is still open on it.`,
      };
    }
  }
}

export function invoiceReminderMail(
  invoice: ReminderInvoice,
  step: ReminderStep,
  to: string,
  siteUrl: string,
): OutgoingMail {
  const owed = formatAmount(fromCents(balanceOf(invoice)));
  const words = reminderWords(step, invoice, owed);
  return {
    dedupeKey: reminderKey(invoice.number, step, to),
    to,
    subject: words.subject,
    ...signedMailBody({
      before: ['Hello,', words.line],
      after: ['You can pay it by card from your company statement, or by bank transfer.'],
      link: { label: 'Open the statement', url: pageUrl(siteUrl, STATEMENT_PAGE) },
    }),
  };
}
