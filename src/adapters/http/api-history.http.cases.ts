// The order timeline's case for api.http.test.ts: method, path, bearer, query and reply.
import type { OrderTimelineEntry } from '../../domain/order-timeline';
import type { ApiPort, ApiResult } from '../../ports/api.port';

const timeline: OrderTimelineEntry[] = [
  { kind: 'created', actor: 'ann@example.test', at: '2026-06-15T12:00:00.000Z' },
  { kind: 'shipped', actor: 'admin@paintco.test', at: '2026-06-16T09:30:00.000Z' },
];

export const historyCases = (token: string) => [
  {
    name: 'getOrderTimeline: GET /order/{id}/timeline',
    call: (a: ApiPort): ApiResult<unknown> => a.getOrderTimeline('o 1'),
    method: 'GET',
    path: '/order/o%201/timeline',
    bearer: token,
    reply: timeline,
  },
];
