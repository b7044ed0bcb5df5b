// The order timeline over HTTP, its reply checked against the domain's schemas. Loaded on
// first use (lazyCalls in api.http.ts).
import * as v from 'valibot';
import { OrderTimelineEntrySchema } from '../../domain/order-timeline';
import type { HistoryApiPort } from '../../ports/history-api.port';
import type { Send } from './api.http';

export function historyCalls(send: Send): HistoryApiPort {
  return {
    getOrderTimeline: (orderId) =>
      send({
        method: 'get',
        path: `order/${encodeURIComponent(orderId)}/timeline`,
        credential: 'access-token',
        reply: v.array(OrderTimelineEntrySchema),
      }),
  };
}
