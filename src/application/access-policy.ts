// Who may do what, asked by every use case and both APIs: own data or any for an admin,
// admin-only calls, the staff roles a call admits, and why an admin by role may still be
// refused.
import { fail, ok, type Result } from '../domain/result';
import { isStaffRole, type StaffRole } from '../domain/staff-role';
import type { Refusal } from './refusals';
import type { Viewer } from './viewer';

export function requireAdmin(viewer: Viewer): Result<Viewer, Refusal> {
  if (viewer.isAdmin) return ok(viewer);
  if (viewer.adminNeedsVerifiedEmail) return fail({ code: 'verify-email-for-admin' });
  return fail(isStaffRole(viewer.role) ? { code: 'not-for-your-role' } : { code: 'admin-only' });
}

/**
 * The viewer as one call sees them: a staff role the call admits (its declaration's `staff`)
 * acts there with the admin's rights, so the use cases ask one question (`isAdmin`) and the
 * call tables alone say which role reaches what (the API server and the in-memory API both
 * ask this).
 */
export function viewerForCall(viewer: Viewer, admits: readonly StaffRole[] = []): Viewer {
  const admitted = isStaffRole(viewer.role) && admits.includes(viewer.role);
  return admitted ? { ...viewer, isAdmin: true } : viewer;
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
