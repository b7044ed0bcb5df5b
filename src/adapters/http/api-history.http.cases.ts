// The history calls' cases for api.http.test.ts: method, path, bearer, query and reply.
import type { AuditEntry } from '../../domain/audit-log';
import type { OrderTimelineEntry } from '../../domain/order-timeline';
import type { ApiPort, ApiResult } from '../../ports/api.port';

const timeline: OrderTimelineEntry[] = [
  { kind: 'created', actor: 'ann@example.test', at: '2026-06-15T12:00:00.000Z' },
  { kind: 'shipped', actor: 'admin@paintco.test', at: '2026-06-16T09:30:00.000Z' },
];

const entry: AuditEntry = {
  _id: '7',
  at: '2026-06-16T09:30:00.000Z',
  actor: 'admin@paintco.test',
  action: 'order-shipped',
  subject: '#1042',
  subjectId: 'o-1',
};

export const historyCases = (token: string) => [
  {
    name: 'getOrderTimeline: GET /order/{id}/timeline',
    call: (a: ApiPort): ApiResult<unknown> => a.getOrderTimeline('o 1'),
    method: 'GET',
    path: '/order/o%201/timeline',
    bearer: token,
    reply: timeline,
  },
  {
    name: 'listAuditLog: GET /audit?page=&pageSize=',
    call: (a: ApiPort): ApiResult<unknown> => a.listAuditLog({ page: 2, pageSize: 5, q: '' }),
    method: 'GET',
    path: '/audit',
    query: '?page=2&pageSize=5',
    bearer: token,
    reply: { items: [entry], total: 6, page: 2, pageSize: 5 },
  },
];
