// How an e-mail reads in the Mailbox: its status with its tries, when it was queued, and
// its headers as the one sentence its dialog opens with.
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

const tries = (count: number) => `${count} ${count === 1 ? 'try' : 'tries'}`;

/**
 * Who got it, and when, as one sentence: "Sent to casey@paintco.test on Jun 15, 2026,
 * 12:04 PM.", "Queued for … on …, not sent yet.", "Not sent to … yet: 3 tries failed since
 * it was queued on …".
 */
export function mailHeadline(mail: MailboxEntry, timeZone?: string): string {
  const at = (iso: string) => mailTimeLabel(iso, timeZone);
  if (mail.status === 'sent' && mail.sentAt !== undefined) {
    const after = mail.attempts > 1 ? `, after ${tries(mail.attempts)}` : '';
    return `Sent to ${mail.to} on ${at(mail.sentAt)}${after}.`;
  }
  if (mail.status === 'failed') {
    return `Not sent to ${mail.to} yet: ${tries(mail.attempts)} failed since it was queued on ${at(mail.createdAt)}.`;
  }
  return `Queued for ${mail.to} on ${at(mail.createdAt)}, not sent yet.`;
}
