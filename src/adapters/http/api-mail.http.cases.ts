// The Mailbox call's case for api.http.test.ts: method, path, bearer and reply.
import type { MailboxEntry } from '../../domain/mail';
import type { ApiPort, ApiResult } from '../../ports/api.port';

const entry: MailboxEntry = {
  _id: 'm-1',
  to: 'ann@example.test',
  subject: 'Receipt for order #1042',
  text: 'Thank you.',
  status: 'failed',
  attempts: 2,
  createdAt: '2026-06-15T12:00:00.000Z',
  lastError: '451 Mailbox busy',
};

export const mailCases = (token: string) => [
  {
    name: 'listMail: GET /mail?page=&pageSize=',
    call: (a: ApiPort): ApiResult<unknown> => a.listMail({ page: 2, pageSize: 10, q: '' }),
    method: 'GET',
    path: '/mail',
    query: '?page=2&pageSize=10',
    bearer: token,
    reply: { items: [entry], total: 11, page: 2, pageSize: 10 },
  },
];
