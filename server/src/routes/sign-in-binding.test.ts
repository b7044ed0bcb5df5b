// A user row belongs to the sign-in that first proved its e-mail: another account of the
// identity provider claiming the same address is refused, unless it proves the address.
import { describe, expect, it } from 'vitest';
import { sentenceOf } from '../../../src/application/refusals';
import { setupRouteTest } from '../testing/setup-route-test';
import { buildTestApp, emulatorIdToken, people, uidOf } from '../testing/test-app';

const t = setupRouteTest();
const VERIFY_EMAIL_FOR_ADMIN = sentenceOf({ code: 'verify-email-for-admin' });
const BOUND_TO_ANOTHER_SIGN_IN = sentenceOf({ code: 'bound-to-another-sign-in' });
const ann = 'ann@paintco.test';

function exchange(email: string, claims: { uid?: string; email_verified?: boolean } = {}) {
  const token = emulatorIdToken({ email, ...claims }, t.clock.now());
  return t.call('PUT', `/user/${email}`, { token, body: {} });
}
const tokenOf = (result: { body: unknown }) => (result.body as { token: string }).token;

describe('binding a user to their sign-in', () => {
  it('binds at the first exchange, and the same sign-in comes back any time', async () => {
    expect((await exchange(ann, { uid: 'firebase-ann' })).status).toBe(200);
    expect((await exchange(ann, { uid: 'firebase-ann' })).status).toBe(200);
    expect(await t.deps.users.findAccount(ann)).toMatchObject({ authUid: 'firebase-ann' });
  });

  it('refuses another sign-in for the same e-mail with 409 and a sentence', async () => {
    await exchange(ann, { uid: 'firebase-ann' });
    const intruder = await exchange(ann, { uid: 'firebase-intruder' });
    expect(intruder).toMatchObject({ status: 409, body: { message: BOUND_TO_ANOTHER_SIGN_IN } });
    expect(await t.deps.users.findAccount(ann)).toMatchObject({ authUid: 'firebase-ann' });
  });

  it('re-binds to a sign-in whose e-mail is verified, and voids the old sessions', async () => {
    const first = tokenOf(await exchange(ann, { uid: 'firebase-ann' }));
    const verified = await exchange(ann, { uid: 'firebase-ann-2', email_verified: true });
    expect(verified.status).toBe(200);
    expect(await t.deps.users.findAccount(ann)).toMatchObject({ authUid: 'firebase-ann-2' });
    expect((await t.call('GET', `/user?email=${ann}`, { token: first })).status).toBe(401);
    const second = tokenOf(verified);
    expect((await t.call('GET', `/user?email=${ann}`, { token: second })).status).toBe(200);
  });

  it('a seeded admin row goes to whoever signs in first, and not to a later unverified claim', async () => {
    await t.db.query(`INSERT INTO users (email, name, role) VALUES ($1, '', 'admin')`, [ann]);
    expect((await exchange(ann, { uid: 'firebase-ann' })).status).toBe(200);
    expect((await exchange(ann, { uid: 'firebase-other' })).status).toBe(409);
  });
});

describe('in production, admin rights need a verified e-mail', () => {
  const production = () => buildTestApp(t.db, { production: true });

  it('an admin signed in with an unverified e-mail gets customer rights only', async () => {
    const app = production();
    const token = await app.signIn(people.admin, { emailVerified: false });
    expect(await app.call('GET', '/users', { token })).toMatchObject({
      status: 403,
      body: { message: VERIFY_EMAIL_FOR_ADMIN },
    });
    expect(await app.call('GET', `/admin/${people.admin}`, { token })).toMatchObject({
      status: 200,
      body: { admin: false },
    });
    // Their own data stays theirs; someone else's is refused with the same sentence.
    expect((await app.call('GET', `/order?email=${people.admin}`, { token })).status).toBe(200);
    expect(await app.call('GET', `/order?email=${people.customer}`, { token })).toMatchObject({
      status: 403,
      body: { message: VERIFY_EMAIL_FOR_ADMIN },
    });
  });

  it('the same admin with a verified e-mail has admin rights', async () => {
    const app = production();
    const token = await app.signIn(people.admin, { emailVerified: true });
    expect((await app.call('GET', '/users', { token })).status).toBe(200);
    expect((await app.call('GET', `/admin/${people.admin}`, { token })).body).toEqual({
      admin: true,
      role: 'admin',
    });
  });

  it('outside production an unverified admin keeps their rights (the local emulator)', async () => {
    const token = await t.signIn(people.admin, { emailVerified: false });
    expect((await t.call('GET', '/users', { token })).status).toBe(200);
  });

  it('an access token from before the binding (no sign-in id) is refused', async () => {
    const app = production();
    await app.signIn(people.customer);
    const tokens = app.deps.accessTokens;
    const other = await tokens.issue({
      email: people.customer,
      uid: uidOf('somebody-else'),
      emailVerified: true,
    });
    expect((await app.call('GET', `/user?email=${people.customer}`, { token: other })).status).toBe(
      401,
    );
  });
});
