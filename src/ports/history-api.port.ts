// The history calls of the store's API as the browser sees them: the admins' audit log
// (an order's timeline is the orders' call table's).
import type { AuditEntry } from '../domain/audit-log';
import type { Page, PageQuery } from '../domain/page';
import type { ApiResult } from './api.port';

export interface HistoryApiPort {
  /** `GET /audit?page=&pageSize=&q=` (admin): who did what, newest first. */
  listAuditLog(query: PageQuery): ApiResult<Page<AuditEntry>>;
}
