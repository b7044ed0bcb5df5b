// What every use case writes to the audit log after an admin's (or a company admin's) action:
// the viewer as its actor, what it was done to and that thing's id.
import type { AuditAction } from '../../domain/audit-log';
import type { AuditTrail } from '../ports/audit-trail.port';
import type { Viewer } from '../viewer';

export const recordAction = (
  audit: AuditTrail,
  viewer: Viewer,
  action: AuditAction,
  subject: string,
  subjectId: string,
): Promise<void> => audit.record({ actor: viewer.email, action, subject, subjectId });
