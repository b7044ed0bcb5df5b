// Sign-in exchange, profiles, the user list and Make Admin.
import { Hono } from 'hono';
import { ProfileUpdateInputSchema, UserUpsertInputSchema, isAdmin } from '../../../src/domain/user';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { authenticate, bearerToken, requireAdmin, requireSelfOrAdmin } from '../http/authenticate';
import { addressNetwork } from '../http/client-address';
import { pageQuery } from '../http/list-query';
import { refuse } from '../http/refuse';
import { rateLimit } from '../http/rate-limits';
import { emailParam, emailQuery, normaliseEmail, readBody } from '../http/request-input';

export function userRoutes(deps: AppDeps) {
  const signedIn = authenticate(deps);
  // Counted before the token is checked: guessing and flooding cost the same.
  const signInsPerAddress = rateLimit(deps.rateLimiter, 'signInPerAddress', (c) =>
    addressNetwork(deps.clientAddress(c)),
  );
  // Keyed on the e-mail as the handler reads it, so no other spelling has an allowance.
  const signInsPerEmail = rateLimit(deps.rateLimiter, 'signInPerEmail', emailParam);
  return (
    new Hono<AppEnv>()
      // Registered before /user/:email, which would not match two segments anyway.
      .put('/user/admin/:email', signedIn, requireAdmin, async (c) => {
        const email = emailParam(c);
        const modifiedCount = await deps.users.promoteToAdmin(email);
        if (modifiedCount === 0 && !(await deps.users.findByEmail(email))) {
          return refuse({ code: 'no-such-user' });
        }
        if (modifiedCount > 0) {
          await deps.audit.record({
            actor: c.get('viewer').email,
            action: 'admin-granted',
            subject: email,
          });
        }
        return c.json({ modifiedCount });
      })
      .put('/user/:email', signInsPerAddress, signInsPerEmail, async (c) => {
        const email = emailParam(c);
        const idToken = bearerToken(c.req.header('Authorization'));
        if (!idToken) return refuse({ code: 'id-token-missing' });
        const identity = await deps.identity.verify(idToken);
        if (!identity) return refuse({ code: 'sign-in-unverified' });
        if (identity.email !== email) {
          return refuse({ code: 'sign-in-of-another-email' });
        }
        const body = await readBody(c, UserUpsertInputSchema, { emptyIsObject: true });
        if (body.email !== undefined && normaliseEmail(body.email) !== email) {
          return refuse({ code: 'body-email-mismatch' });
        }
        const signedInUser = await deps.users.upsertSignedIn({
          email,
          name: body.name || identity.name,
          authUid: identity.uid,
          emailVerified: identity.emailVerified,
        });
        if (!signedInUser.ok) return refuse({ code: 'bound-to-another-sign-in' });
        const token = await deps.accessTokens.issue({
          email,
          uid: identity.uid,
          emailVerified: identity.emailVerified,
        });
        return c.json({ token });
      })
      .get('/admin/:email', signedIn, async (c) => {
        const email = emailParam(c);
        const viewer = c.get('viewer');
        requireSelfOrAdmin(viewer, email, 'role');
        // Your own answer is the rights in force (an unverified admin in production has none).
        if (email === viewer.email) return c.json({ admin: viewer.isAdmin });
        const user = await deps.users.findByEmail(email);
        if (!user) return refuse({ code: 'no-such-user' });
        return c.json({ admin: isAdmin(user) });
      })
      .get('/user', signedIn, async (c) => {
        const email = emailQuery(c);
        requireSelfOrAdmin(c.get('viewer'), email, 'profile');
        const user = await deps.users.findByEmail(email);
        if (!user) return refuse({ code: 'no-such-user' });
        return c.json(user);
      })
      .patch('/user/:email', signedIn, async (c) => {
        const email = emailParam(c);
        requireSelfOrAdmin(c.get('viewer'), email, 'profile');
        const { email: bodyEmail, ...profile } = await readBody(c, ProfileUpdateInputSchema);
        if (bodyEmail !== undefined && normaliseEmail(bodyEmail) !== email) {
          return refuse({ code: 'email-unchangeable' });
        }
        const modifiedCount = await deps.users.updateProfile(email, profile);
        if (modifiedCount === 0) return refuse({ code: 'no-such-user' });
        return c.json({ modifiedCount });
      })
      .get('/users', signedIn, requireAdmin, async (c) => {
        const page = pageQuery(c);
        return c.json(page ? await deps.users.findPage(page) : await deps.users.list());
      })
  );
}
