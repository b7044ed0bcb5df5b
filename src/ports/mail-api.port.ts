// The Mailbox call of the store's API as the browser sees it: what the store e-mailed.
import type { MailboxEntry } from '../domain/mail';
import type { Page, PageQuery } from '../domain/page';
import type { ApiResult } from './api.port';

export interface MailApiPort {
  /** `GET /mail?page=&pageSize=&q=` (admin): the e-mails, newest first, by recipient or subject. */
  listMail(query: PageQuery): ApiResult<Page<MailboxEntry>>;
}
