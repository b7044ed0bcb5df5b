// The e-mails the in-memory world's use cases would send, kept beside its state: recorded
// by the order and quote stores as the SQL stores queue them (one per event key), and
// read back by the Mailbox. Nothing is sent, so each counts as sent when recorded. The world
// has no address of its own: its e-mails link to the store's local one.
import type { MailboxEntry, OutgoingMail } from '../../domain/mail';
import { matchesSearch, pageOf, type Page, type PageQuery } from '../../domain/page';
import type { Mailbox } from '../../application/ports/mailbox.port';
import { LOCAL_SITE_URL } from '../../domain/mail-links';
import { orderMail } from '../../domain/order-mails';
import { besideState } from './beside-state';
import { newId, type MemoryState } from './memory-state';

interface Kept {
  readonly key: string;
  readonly entry: MailboxEntry;
}

// Kept per world without adding to MemoryState: the e-mails belong to this feature alone.
const mailOf = besideState<Kept[]>(() => []);

/** Records `mail` as sent at the world's time now, unless its event already had one. */
export function recordMail(state: MemoryState, mail: OutgoingMail): void {
  const kept = mailOf(state);
  if (kept.some((one) => one.key === mail.dedupeKey)) return;
  const now = state.now().toISOString();
  kept.push({
    key: mail.dedupeKey,
    entry: {
      _id: newId(),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      status: 'sent',
      attempts: 1,
      createdAt: now,
      sentAt: now,
    },
  });
}

/** How long before an unpaid order lapses its customer is reminded (the API's default). */
const REMIND_MINUTES = 10;

/**
 * The API's reminder job, as the world runs what is due before each call: one reminder
 * per unpaid order that lapses within the next minutes.
 */
export function recordExpiringReminders(state: MemoryState): void {
  const now = state.now().getTime();
  for (const order of state.orders.values()) {
    if (order.status !== 'unpaid' || order.expiresAt === undefined) continue;
    const left = Date.parse(order.expiresAt) - now;
    if (left > 0 && left <= REMIND_MINUTES * 60_000)
      recordMail(state, orderMail('expiring', order, LOCAL_SITE_URL));
  }
}

export class MailboxInMemory implements Mailbox {
  constructor(private readonly state: MemoryState) {}

  async page(query: PageQuery): Promise<Page<MailboxEntry>> {
    // Newest first: the latest recorded first, as the outbox orders by its creation.
    const found = mailOf(this.state)
      .map((one) => ({ ...one.entry }))
      .filter((entry) => matchesSearch(query.q, [entry.to, entry.subject]))
      .reverse();
    return pageOf(found, query);
  }
}
