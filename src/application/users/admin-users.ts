// The admin's users: the list (`GET /users`, a page of it when asked), Make Admin
// (`PUT /user/admin/{email}`) and the store role (`PUT /user/role/{email}`), both in the
// audit log.
import type { Page } from '../../domain/page';
import { asksForPage, parsePageQuery } from '../../domain/page-query';
import { fail, ok, type Result } from '../../domain/result';
import { ROLE_LABELS, type SetUserRole } from '../../domain/staff-role';
import type { User } from '../../domain/user';
import { requireAdmin } from '../access-policy';
import type { AuditTrail } from '../ports/audit-trail.port';
import type { UserAccounts } from '../ports/user-accounts.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';

export async function listUsers(
  users: Pick<UserAccounts, 'list' | 'findPage'>,
  viewer: Viewer,
  query: Readonly<Record<string, string>>,
): Promise<Result<readonly User[] | Page<User>, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  if (!asksForPage(query)) return ok(await users.list());
  const page = parsePageQuery(query);
  if (!page.ok) return fail({ code: 'invalid', message: page.message });
  return ok(await users.findPage(page.value));
}

export async function makeAdmin(
  deps: {
    readonly users: Pick<UserAccounts, 'promoteToAdmin' | 'findByEmail'>;
    readonly audit: AuditTrail;
  },
  viewer: Viewer,
  email: string,
): Promise<Result<{ modifiedCount: number }, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const modifiedCount = await deps.users.promoteToAdmin(email);
  if (modifiedCount === 0 && !(await deps.users.findByEmail(email))) {
    return fail({ code: 'no-such-user' });
  }
  if (modifiedCount > 0) {
    await deps.audit.record({ actor: viewer.email, action: 'admin-granted', subject: email });
  }
  return ok({ modifiedCount });
}

/**
 * An admin gives an account a staff role, the admin's, or none. An admin never changes their
 * own (another admin can), and the store always keeps one admin.
 */
export async function setUserRole(
  deps: {
    readonly users: Pick<UserAccounts, 'setRole'>;
    readonly audit: AuditTrail;
  },
  viewer: Viewer,
  email: string,
  input: SetUserRole,
): Promise<Result<{ modifiedCount: number }, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  if (email === viewer.email && input.role !== 'admin') return fail({ code: 'own-admin-role' });
  const set = await deps.users.setRole(email, input.role === 'customer' ? undefined : input.role);
  if (set === 'no-such-user' || set === 'last-admin') return fail({ code: set });
  if (set === 'unchanged') return ok({ modifiedCount: 0 });
  const subject = `${email} (${ROLE_LABELS[input.role]})`;
  await deps.audit.record({ actor: viewer.email, action: 'role-set', subject });
  return ok({ modifiedCount: 1 });
}
