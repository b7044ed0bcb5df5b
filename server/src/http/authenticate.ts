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

export function authenticate(deps: { accessTokens: AccessTokens; users: Users }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token) return fail(401, 'Please sign in to continue.');
    const email = await deps.accessTokens.verify(token);
    if (!email) return fail(401, sessionInvalid);
    // The role is read here on every request, so a promotion or demotion applies at once.
    const user = await deps.users.findByEmail(email);
    if (!user) return fail(401, sessionInvalid);
    c.set('viewer', { email, isAdmin: isAdmin(user), user });
    await next();
  });
}

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('viewer').isAdmin) return fail(403, 'Only an admin can do this.');
  await next();
});

/** Own data, or any data for an admin. */
export function requireSelfOrAdmin(viewer: Viewer, email: string, what: string): void {
  if (viewer.email !== email && !viewer.isAdmin) fail(403, `You can only access your own ${what}.`);
}
