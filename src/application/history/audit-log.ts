// GET /audit: the audit log, newest first, a page at a time, for admins only.
import type { AuditEntry } from '../../domain/audit-log';
import type { Page } from '../../domain/page';
import { parsePageQuery, type RawListQuery } from '../../domain/page-query';
import { fail, ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import type { AuditLog } from '../ports/audit-trail.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';

export async function listAuditLog(
  audit: Pick<AuditLog, 'findPage'>,
  viewer: Viewer,
  raw: RawListQuery,
): Promise<Result<Page<AuditEntry>, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  // Always a page: without parameters, the first one.
  const query = parsePageQuery(raw);
  if (!query.ok) return fail({ code: 'invalid', message: query.message });
  return ok(await audit.findPage(query.value));
}
