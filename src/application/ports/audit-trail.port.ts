// The audit log as the use cases see it: append an entry; read a page, newest first.
// The SQL adapter can be built on a transaction (auditTrailSql(tx)), so an action and its
// entry commit together.
import type { AuditEntry, NewAuditEntry } from '../../domain/audit-log';
import type { Page, PageQuery } from '../../domain/page';

export interface AuditTrail {
  record(entry: NewAuditEntry): Promise<void>;
}

export interface AuditLog extends AuditTrail {
  /** Newest first; `q` searches the actor and the subject. */
  findPage(query: PageQuery): Promise<Page<AuditEntry>>;
}
