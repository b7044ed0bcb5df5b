// Who may do what, asked by every use case and both APIs: own data or any for an admin,
// admin-only calls, and why an admin by role may still be refused.
import { fail, ok, type Result } from '../domain/result';
import type { Refusal } from './refusals';
import type { Viewer } from './viewer';

export function requireAdmin(viewer: Viewer): Result<Viewer, Refusal> {
  if (viewer.isAdmin) return ok(viewer);
  return fail({ code: viewer.adminNeedsVerifiedEmail ? 'verify-email-for-admin' : 'admin-only' });
}

/** Own data, or any data for an admin. */
export function requireSelfOrAdmin(
  viewer: Viewer,
  ownerEmail: string,
  what: 'orders' | 'profile' | 'role',
): Result<Viewer, Refusal> {
  if (viewer.email === ownerEmail || viewer.isAdmin) return ok(viewer);
  if (viewer.adminNeedsVerifiedEmail) return fail({ code: 'verify-email-for-admin' });
  return fail({ code: 'not-yours', what });
}
