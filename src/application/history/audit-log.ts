// GET /audit: the audit log, newest first, a page at a time, for admins only.
import type { AuditEntry } from '../../domain/audit-log';
import type { Page, PageQuery } from '../../domain/page';
import { ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import type { AuditLog } from '../ports/audit-trail.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';

export async function listAuditLog(
  audit: Pick<AuditLog, 'findPage'>,
  viewer: Viewer,
  query: PageQuery,
): Promise<Result<Page<AuditEntry>, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  return ok(await audit.findPage(query));
}
