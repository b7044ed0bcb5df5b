// The history call of the store's API as the browser sees it: an order's timeline.
import type { OrderTimelineEntry } from '../domain/order-timeline';
import type { ApiResult } from './api.port';

export interface HistoryApiPort {
  /** `GET /order/{id}/timeline` (its customer or an admin): its changes, oldest first. */
  getOrderTimeline(orderId: string): ApiResult<readonly OrderTimelineEntry[]>;
}
