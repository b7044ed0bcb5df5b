// The users' calls (src/ports/calls/users.calls.ts), each answered by its use case: the
// API server registers these, and the in-memory API serves them, over their own stores.
import type { SetUserRole } from '../../domain/staff-role';
import type { ProfileUpdateInput, UserUpsertInput } from '../../domain/user';
import type { AuditTrail } from '../ports/audit-trail.port';
import type { CallHandlers, Ask, SignedInAsk } from '../served-call';
import { listUsers, makeAdmin, setUserRole } from './admin-users';
import { exchangeSignIn, type SignInDeps } from './exchange-sign-in';
import { profileOf, roleOf, updateProfile } from './profiles';

export interface UserCallDeps extends SignInDeps {
  readonly audit: AuditTrail;
}

type ByEmail<Body = unknown> = SignedInAsk<{ email: string }, Body>;

export const userHandlers = {
  exchangeToken: (deps, ask: Ask<{ email: string }, UserUpsertInput>) =>
    exchangeSignIn(deps, ask.params.email, ask.idToken, ask.body),
  isAdmin: (deps, ask: ByEmail) => roleOf(deps.users, ask.viewer, ask.params.email),
  getProfile: (deps, ask: SignedInAsk) =>
    profileOf(deps.users, ask.viewer, ask.query['email'] ?? ''),
  updateProfile: (deps, ask: ByEmail<ProfileUpdateInput>) =>
    updateProfile(deps.users, ask.viewer, ask.params.email, ask.body),
  listUsers: (deps, ask: SignedInAsk) => listUsers(deps.users, ask.viewer, ask.query),
  listUsersPage: (deps, ask: SignedInAsk) => listUsers(deps.users, ask.viewer, ask.query),
  makeAdmin: (deps, ask: ByEmail) => makeAdmin(deps, ask.viewer, ask.params.email),
  setUserRole: (deps, ask: ByEmail<SetUserRole>) =>
    setUserRole(deps, ask.viewer, ask.params.email, ask.body),
} satisfies CallHandlers<UserCallDeps>;
