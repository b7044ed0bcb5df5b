// The e-mails the store has queued and sent, as the Mailbox page reads them: the outbox
// table on the server, the in-memory world's record of what it would have sent.
import type { MailboxEntry } from '../../domain/mail';
import type { Page, PageQuery } from '../../domain/page';

export interface Mailbox {
  /** A page of the e-mails, newest first, searched by recipient or subject. */
  page(query: PageQuery): Promise<Page<MailboxEntry>>;
}
