// The Mailbox call over HTTP, its reply checked against the domain's schema. Loaded on
// first use (lazyCalls in api.http.ts).
import { MailboxEntrySchema } from '../../domain/mail';
import { listQueryParams, pageSchemaOf } from '../../domain/page';
import type { MailApiPort } from '../../ports/mail-api.port';
import type { Send } from './api.http';

export function mailCalls(send: Send): MailApiPort {
  return {
    listMail: (query) =>
      send({
        method: 'get',
        path: 'mail',
        credential: 'access-token',
        searchParams: listQueryParams(query),
        reply: pageSchemaOf(MailboxEntrySchema),
      }),
  };
}
