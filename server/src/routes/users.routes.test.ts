import { describe, expect, it } from 'vitest';
import { createAccessTokens } from '../auth/access-tokens';
import { adminOnly, emulatorIdToken, ownerOrAdmin, people, uidOf } from '../testing/test-app';
import { setupRouteTest } from '../testing/setup-route-test';

const t = setupRouteTest();

const newcomer = 'new.person@paintco.test';
const subjectOf = (email: string) => ({ email, uid: uidOf(email), emailVerified: true });
const idToken = (claims: Parameters<typeof emulatorIdToken>[0]) =>
  emulatorIdToken(claims, t.clock.now());

describe('PUT /user/{email}: the sign-in exchange', () => {
  it('creates the user from a verified ID token and returns an access token', async () => {
    const token = idToken({ email: newcomer, name: 'New Person' });
    const result = await t.call('PUT', `/user/${newcomer}`, {
      token,
      body: { name: 'New Person', email: newcomer },
    });
    expect(result).toMatchObject({ status: 200, body: { token: expect.any(String) } });
    const access = (result.body as { token: string }).token;
    expect(await t.call('GET', `/admin/${newcomer}`, { token: access })).toMatchObject({
      status: 200,
      body: { admin: false },
    });
    expect(await t.deps.users.findByEmail(newcomer)).toMatchObject({ name: 'New Person' });
  });

  it('accepts an encoded e-mail and an empty body, keeping the stored name', async () => {
    const token = idToken({ email: people.customer });
    const path = `/user/${encodeURIComponent(people.customer)}`;
    expect((await t.call('PUT', path, { token })).status).toBe(200);
    expect((await t.deps.users.findByEmail(people.customer))?.name).toBe('customer');
  });

  it.each([
    ['no token', undefined, 401],
    ['an access token instead of an ID token', 'access', 401],
    ['an ID token for another e-mail', idTokenFor(people.customer), 403],
    ['an expired ID token', idTokenFor(newcomer, { expiresIn: -10 }), 401],
    ['an ID token for another project', idTokenFor(newcomer, { aud: 'someone-else' }), 401],
    ['an ID token with no e-mail', idTokenFor(undefined), 401],
    ['garbage', () => 'not.a.token', 401],
  ])('refuses %s', async (_, makeToken, status) => {
    const token = typeof makeToken === 'function' ? makeToken() : makeToken && t.tokens.customer;
    const result = await t.call('PUT', `/user/${newcomer}`, { token, body: { name: 'X' } });
    expect(result).toMatchObject({ status, body: { message: expect.any(String) } });
    expect(await t.deps.users.findByEmail(newcomer)).toBeUndefined();
  });

  it('refuses a body that names another e-mail or sets a role', async () => {
    const token = idToken({ email: newcomer });
    const otherEmail = await t.call('PUT', `/user/${newcomer}`, {
      token,
      body: { email: people.admin },
    });
    expect(otherEmail.status).toBe(400);
    const role = await t.call('PUT', `/user/${newcomer}`, { token, body: { role: 'admin' } });
    expect(role).toMatchObject({
      status: 400,
      body: { message: '"role" is not an accepted field' },
    });
    expect(await t.deps.users.findByEmail(newcomer)).toBeUndefined();
  });
});

function idTokenFor(email: string | undefined, extra: { expiresIn?: number; aud?: string } = {}) {
  return () => idToken({ ...(email ? { email } : {}), ...extra });
}

describe('access tokens on bearer calls', () => {
  it('refuses forged, expired and orphaned tokens with 401', async () => {
    const forger = createAccessTokens(new Uint8Array(32).fill(7), t.clock);
    const forged = await forger.issue(subjectOf(people.admin));
    expect((await t.call('GET', '/users', { token: forged })).status).toBe(401);
    t.clock.advance(3601);
    expect((await t.call('GET', '/users', { token: t.tokens.admin })).status).toBe(401);
    const gone = await t.deps.accessTokens.issue(subjectOf('gone@paintco.test'));
    expect((await t.call('GET', '/user?email=gone@paintco.test', { token: gone })).status).toBe(
      401,
    );
  });

  it('reads the role on every request: a demotion applies at once', async () => {
    expect((await t.call('GET', '/users', { token: t.tokens.admin })).status).toBe(200);
    await t.db.query('UPDATE users SET role = NULL WHERE email = $1', [people.admin]);
    expect((await t.call('GET', '/users', { token: t.tokens.admin })).status).toBe(403);
  });
});

describe('GET /admin/{email}', () => {
  it.each(ownerOrAdmin)('%s asking about the customer gets %i', async (caller, status) => {
    const result = await t.call('GET', `/admin/${people.customer}`, { token: t.tokens[caller] });
    expect(result.status).toBe(status);
    if (status === 200) expect(result.body).toEqual({ admin: false });
  });

  it('says true for an admin asking about themselves', async () => {
    expect((await t.call('GET', `/admin/${people.admin}`, { token: t.tokens.admin })).body).toEqual(
      { admin: true, role: 'admin' },
    );
  });

  it('refuses a malformed e-mail', async () => {
    const result = await t.call('GET', '/admin/not-an-email', { token: t.tokens.admin });
    expect(result).toMatchObject({ status: 400, body: { message: 'Provide a valid Email' } });
  });
});

describe('GET /user?email=', () => {
  it.each(ownerOrAdmin)('%s reading the customer gets %i', async (caller, status) => {
    const result = await t.call('GET', `/user?email=${people.customer}`, {
      token: t.tokens[caller],
    });
    expect(result.status).toBe(status);
    if (status === 200) expect(result.body).toMatchObject({ email: people.customer });
  });

  it('needs the e-mail, and answers 404 for an unknown one', async () => {
    expect((await t.call('GET', '/user', { token: t.tokens.admin })).status).toBe(400);
    const unknown = await t.call('GET', '/user?email=nobody@paintco.test', {
      token: t.tokens.admin,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('PATCH /user/{email}', () => {
  const profile = { name: 'Casey', education: 'BSc', location: 'Ohio', phone: '555 0100' };

  it.each(ownerOrAdmin)('%s updating the customer gets %i', async (caller, status) => {
    const result = await t.call('PATCH', `/user/${people.customer}`, {
      token: t.tokens[caller],
      body: profile,
    });
    expect(result.status).toBe(status);
    const stored = await t.deps.users.findByEmail(people.customer);
    if (status === 200) {
      expect(result.body).toEqual({ modifiedCount: 1 });
      expect(stored).toMatchObject(profile);
    } else {
      expect(stored?.location).toBeUndefined();
    }
  });

  it('can never set a role, or change the e-mail', async () => {
    const role = await t.call('PATCH', `/user/${people.customer}`, {
      token: t.tokens.customer,
      body: { ...profile, role: 'admin' },
    });
    expect(role).toMatchObject({
      status: 400,
      body: { message: '"role" is not an accepted field' },
    });
    const email = await t.call('PATCH', `/user/${people.customer}`, {
      token: t.tokens.customer,
      body: { email: 'new@paintco.test' },
    });
    expect(email.status).toBe(400);
    const stored = await t.deps.users.findByEmail(people.customer);
    expect(stored?.role).toBeUndefined();
    expect(stored?.location).toBeUndefined();
  });

  it('checks the LinkedIn address', async () => {
    const result = await t.call('PATCH', `/user/${people.customer}`, {
      token: t.tokens.customer,
      body: { linkedin: 'https://evil.example.com' },
    });
    expect(result.status).toBe(400);
  });
});

describe('GET /users', () => {
  it.each(adminOnly(200))('%s gets %i', async (caller, status) => {
    const result = await t.call('GET', '/users', { token: t.tokens[caller] });
    expect(result.status).toBe(status);
    if (status === 200) expect(result.body).toHaveLength(3);
  });
});

describe('PUT /user/admin/{email}', () => {
  it.each(adminOnly(200))(
    '%s making the other customer an admin gets %i',
    async (caller, status) => {
      const result = await t.call('PUT', `/user/admin/${people.other}`, {
        token: t.tokens[caller],
      });
      expect(result.status).toBe(status);
      const role = (await t.deps.users.findByEmail(people.other))?.role;
      if (status === 200) {
        expect(result.body).toEqual({ modifiedCount: 1 });
        expect(role).toBe('admin');
      } else {
        expect(role).toBeUndefined();
      }
    },
  );

  it('answers 0 for an existing admin and 404 for an unknown user', async () => {
    const again = await t.call('PUT', `/user/admin/${people.admin}`, { token: t.tokens.admin });
    expect(again.body).toEqual({ modifiedCount: 0 });
    const unknown = await t.call('PUT', '/user/admin/nobody@paintco.test', {
      token: t.tokens.admin,
    });
    expect(unknown.status).toBe(404);
  });
});
