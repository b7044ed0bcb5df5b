// Bearer checks: who is calling (the API's access token, then the users table) and
// whether they may touch what they ask for.
import { createMiddleware } from 'hono/factory';
import { isAdmin } from '../../../src/domain/user';
import type { AccessTokens } from '../auth/access-tokens';
import type { Users } from '../repositories/users.repository.port';
import type { AppEnv, Viewer } from './app-env';
import { fail } from './problem';

export const bearerToken = (header: string | undefined): string | undefined => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
};

const sessionInvalid = 'Your session has expired or is not valid. Please sign in again.';
export const VERIFY_EMAIL_FOR_ADMIN =
  'Verify your e-mail address to use admin rights: open the link your sign-in provider sent you, then sign in again.';

export function authenticate(deps: {
  accessTokens: AccessTokens;
  users: Users;
  production: boolean;
}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token) return fail(401, 'Please sign in to continue.');
    const subject = await deps.accessTokens.verify(token);
    if (!subject) return fail(401, sessionInvalid);
    // The role is read here on every request, so a promotion or demotion applies at once.
    const account = await deps.users.findAccount(subject.email);
    // A token of an earlier binding of this e-mail (another person, since re-bound) is void.
    if (!account || account.authUid !== subject.uid) return fail(401, sessionInvalid);
    const admin = isAdmin(account.user);
    const rightsInForce = admin && (subject.emailVerified || !deps.production);
    c.set('viewer', {
      email: subject.email,
      isAdmin: rightsInForce,
      adminNeedsVerifiedEmail: admin && !rightsInForce,
      user: account.user,
    });
    await next();
  });
}

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const viewer = c.get('viewer');
  if (viewer.adminNeedsVerifiedEmail) return fail(403, VERIFY_EMAIL_FOR_ADMIN);
  if (!viewer.isAdmin) return fail(403, 'Only an admin can do this.');
  await next();
});

/** Own data, or any data for an admin. */
export function requireSelfOrAdmin(viewer: Viewer, email: string, what: string): void {
  if (viewer.email === email || viewer.isAdmin) return;
  if (viewer.adminNeedsVerifiedEmail) fail(403, VERIFY_EMAIL_FOR_ADMIN);
  fail(403, `You can only access your own ${what}.`);
}
