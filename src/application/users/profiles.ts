// An account's own data: its role (`GET /admin/{email}`), its profile (`GET /user?email=`)
// and changing it (`PATCH /user/{email}`, never the role, never the e-mail). Each is the
// person's own, or anyone's for an admin.
import { fail, ok, type Result } from '../../domain/result';
import type { Role } from '../../domain/staff-role';
import { isAdmin, type ProfileUpdateInput, type User } from '../../domain/user';
import { requireSelfOrAdmin } from '../access-policy';
import type { UserAccounts } from '../ports/user-accounts.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';

const withRole = (admin: boolean, role: Role | undefined) =>
  role === undefined ? { admin } : { admin, role };

type Users = Pick<UserAccounts, 'findByEmail' | 'updateProfile'>;

export async function roleOf(
  users: Users,
  viewer: Viewer,
  email: string,
): Promise<Result<{ admin: boolean; role?: Role }, Refusal>> {
  const allowed = requireSelfOrAdmin(viewer, email, 'role');
  if (!allowed.ok) return allowed;
  // Your own answer is the rights in force (an unverified admin in production has none).
  if (email === viewer.email) return ok(withRole(viewer.isAdmin, viewer.role));
  const user = await users.findByEmail(email);
  return user ? ok(withRole(isAdmin(user), user.role)) : fail({ code: 'no-such-user' });
}

export async function profileOf(
  users: Users,
  viewer: Viewer,
  email: string,
): Promise<Result<User, Refusal>> {
  const allowed = requireSelfOrAdmin(viewer, email, 'profile');
  if (!allowed.ok) return allowed;
  const user = await users.findByEmail(email);
  return user ? ok(user) : fail({ code: 'no-such-user' });
}

export async function updateProfile(
  users: Users,
  viewer: Viewer,
  email: string,
  { email: bodyEmail, ...profile }: ProfileUpdateInput,
): Promise<Result<{ modifiedCount: number }, Refusal>> {
  const allowed = requireSelfOrAdmin(viewer, email, 'profile');
  if (!allowed.ok) return allowed;
  if (bodyEmail !== undefined && bodyEmail.toLowerCase() !== email) {
    return fail({ code: 'email-unchangeable' });
  }
  const modifiedCount = await users.updateProfile(email, profile);
  return modifiedCount === 0 ? fail({ code: 'no-such-user' }) : ok({ modifiedCount });
}
