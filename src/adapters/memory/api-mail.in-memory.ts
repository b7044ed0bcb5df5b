// The Mailbox call of the API fake: the application's use case over the e-mails the
// world's use cases recorded, read with the query string the HTTP adapter would send.
import type { MailboxEntry } from '../../domain/mail';
import { listQueryParams, type Page, type PageQuery } from '../../domain/page';
import { listMailbox } from '../../application/mail/list-mailbox';
import type { Viewer } from '../../application/viewer';
import { answerOf } from './api-errors';
import type { Outcome } from './api-input';
import { MailboxInMemory } from './mailbox.in-memory';
import type { MemoryState } from './memory-state';

export function mailCallsInMemory(state: MemoryState) {
  const mailbox = new MailboxInMemory(state);
  return {
    async list(viewer: Viewer, query: PageQuery): Promise<Outcome<Page<MailboxEntry>>> {
      return answerOf(await listMailbox({ mailbox }, viewer, listQueryParams(query)));
    },
  };
}
