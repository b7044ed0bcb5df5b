// How an e-mail reads in the Mailbox: its status with its tries, and when it was queued.
import { MAIL_STATUS_LABELS, type MailboxEntry } from '../../../domain/mail';

/** "Sent", "Queued", "Failed after 3 tries". */
export function mailStatusLabel(mail: MailboxEntry): string {
  const label = MAIL_STATUS_LABELS[mail.status];
  if (mail.status !== 'failed') return label;
  return `${label} after ${mail.attempts} ${mail.attempts === 1 ? 'try' : 'tries'}`;
}

/** "Jun 15, 2026, 12:00 PM" in the reader's locale and zone (the time matters here). */
export const mailTimeLabel = (iso: string, timeZone?: string): string =>
  new Intl.DateTimeFormat(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(new Date(iso));
