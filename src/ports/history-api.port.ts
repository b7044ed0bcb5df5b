// The history calls of the store's API as the browser sees them: an order's timeline and
// the admins' audit log.
import type { AuditEntry } from '../domain/audit-log';
import type { OrderTimelineEntry } from '../domain/order-timeline';
import type { Page, PageQuery } from '../domain/page';
import type { ApiResult } from './api.port';

export interface HistoryApiPort {
  /** `GET /order/{id}/timeline` (its customer or an admin): its changes, oldest first. */
  getOrderTimeline(orderId: string): ApiResult<readonly OrderTimelineEntry[]>;
  /** `GET /audit?page=&pageSize=&q=` (admin): who did what, newest first. */
  listAuditLog(query: PageQuery): ApiResult<Page<AuditEntry>>;
}
