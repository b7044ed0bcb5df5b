// Bearer checks: who is calling (the API's access token, then the users table, which alone
// says the role: the token carries none).
import { createMiddleware } from 'hono/factory';
import { isAdmin } from '../../../src/domain/user';
import type { AccessTokens } from '../auth/access-tokens';
import type { Users } from '../repositories/users.repository.port';
import type { AppEnv } from './app-env';
import { refuse } from './refuse';

export const bearerToken = (header: string | undefined): string | undefined => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
};

export function authenticate(deps: {
  accessTokens: AccessTokens;
  users: Users;
  production: boolean;
}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token) return refuse({ code: 'not-signed-in' });
    const subject = await deps.accessTokens.verify(token);
    if (!subject) return refuse({ code: 'session-invalid' });
    // The role is read here on every request, so a promotion or demotion applies at once.
    const account = await deps.users.findAccount(subject.email);
    // A token of an earlier binding of this e-mail (another person, since re-bound) is void.
    if (!account || account.authUid !== subject.uid) return refuse({ code: 'session-invalid' });
    const admin = isAdmin(account.user);
    // Any staff role, like the admin's, needs a verified e-mail in production.
    const staff = account.user.role !== undefined;
    const rightsInForce = subject.emailVerified || !deps.production;
    c.set('viewer', {
      email: subject.email,
      name: account.user.name,
      isAdmin: admin && rightsInForce,
      role: rightsInForce ? account.user.role : undefined,
      adminNeedsVerifiedEmail: staff && !rightsInForce,
      user: account.user,
    });
    await next();
  });
}
