// The history calls of the API fake: the application's history use cases over the world's
// audit log. Access is checked by the use cases.
import type { AuditEntry } from '../../domain/audit-log';
import { listQueryParams, type Page, type PageQuery } from '../../domain/page';
import { parsePageQuery } from '../../domain/page-query';
import { fail } from '../../domain/result';
import { listAuditLog } from '../../application/history/audit-log';
import type { Viewer } from '../../application/viewer';
import { answerOf, invalid } from './api-errors';
import type { Outcome } from './api-input';
import { AuditLogInMemory } from './history.in-memory';
import type { MemoryState } from './memory-state';

export class HistoryCallsInMemory {
  readonly audit: AuditLogInMemory;

  constructor(state: MemoryState) {
    this.audit = new AuditLogInMemory(state);
  }

  async auditPage(viewer: Viewer, query: PageQuery): Promise<Outcome<Page<AuditEntry>>> {
    // Read back from the query string the HTTP adapter would send, as the API reads it.
    const parsed = parsePageQuery(listQueryParams(query));
    if (!parsed.ok) return fail(invalid(parsed.message));
    return answerOf(await listAuditLog(this.audit, viewer, parsed.value));
  }
}
