// The audit log on the SQL client. `auditTrailSql(tx)` records inside the caller's
// transaction, so an action and its entry commit together (or neither does); the table
// refuses UPDATE and DELETE (migration 012).
import type { AuditAction, AuditEntry, NewAuditEntry } from '../../../src/domain/audit-log';
import type { Page, PageQuery } from '../../../src/domain/page';
import type { AuditLog, AuditTrail } from '../../../src/application/ports/audit-trail.port';
import type { SqlExecutor } from '../db/sql-client.port';
import { selectPage } from './sql-page';
import { iso, withoutNulls, type RowOf } from './sql-row';

type AuditRow = RowOf<AuditEntry, 'at'>;

const auditColumns = `id::text AS "_id", at, actor, action, subject, subject_id AS "subjectId"`;

function toAuditEntry({ at, ...row }: AuditRow): AuditEntry {
  return withoutNulls({ ...row, at: iso(at) });
}

/** Records one entry on `db`: the client itself, or a transaction an action runs in. */
export async function recordAudit(
  db: SqlExecutor,
  actor: string,
  action: AuditAction,
  subject: string,
  subjectId: string | null = null,
): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (actor, action, subject, subject_id) VALUES ($1, $2, $3, $4)`,
    [actor, action, subject, subjectId],
  );
}

export const auditTrailSql = (db: SqlExecutor): AuditTrail => ({
  record: (entry: NewAuditEntry) =>
    recordAudit(db, entry.actor, entry.action, entry.subject, entry.subjectId),
});

const auditPage = {
  columns: auditColumns,
  table: 'audit_log',
  searchIn: ['actor', 'subject'],
  orderBy: 'at DESC, id DESC',
  to: toAuditEntry,
};

export class AuditLogSql implements AuditLog {
  private readonly trail: AuditTrail;

  constructor(private readonly db: SqlExecutor) {
    this.trail = auditTrailSql(db);
  }

  record(entry: NewAuditEntry): Promise<void> {
    return this.trail.record(entry);
  }

  findPage(query: PageQuery): Promise<Page<AuditEntry>> {
    return selectPage(this.db, auditPage, query);
  }
}
