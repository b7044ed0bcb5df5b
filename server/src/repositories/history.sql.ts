// The app's history dependencies on one database: the order timelines and the audit log.
import type { SqlExecutor } from '../db/sql-client.port';
import { AuditLogSql } from './audit-log.sql';
import { OrderTimelineSql } from './order-timeline.sql';

export const historySql = (db: SqlExecutor) => ({
  timeline: new OrderTimelineSql(db),
  audit: new AuditLogSql(db),
});
