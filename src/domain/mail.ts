// An e-mail the store sends, and the Mailbox's view of one (GET /mail): what was queued
// in the outbox, whether it went out, and how many tries it took.
import * as v from 'valibot';

/** One message, ready for the outbox: rendered, addressed, and keyed by its event. */
export interface OutgoingMail {
  /** One per event (`order-paid:<orderId>`): the outbox keeps the first mail of a key. */
  readonly dedupeKey: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** A message for every admin: the outbox addresses one copy to each. */
export type AdminMail = Omit<OutgoingMail, 'to'>;

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Readonly<Record<MailStatus, string>> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

export const MailboxEntrySchema = v.object({
  _id: v.string(),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  /** queued: not sent yet; failed: the last try was refused (it is tried again later). */
  status: v.picklist(MAIL_STATUSES),
  attempts: v.number(),
  /** When it was queued (ISO 8601, UTC). */
  createdAt: v.string(),
  sentAt: v.optional(v.string()),
  /** Why the last try failed, as the mail server said it. */
  lastError: v.optional(v.string()),
});
export type MailboxEntry = v.InferOutput<typeof MailboxEntrySchema>;

/** The status a person reads from an outbox row's facts. */
export function mailStatusOf(row: { sentAt?: string | undefined; lastError?: string | undefined }) {
  if (row.sentAt !== undefined) return 'sent' as const;
  return row.lastError === undefined ? ('queued' as const) : ('failed' as const);
}
