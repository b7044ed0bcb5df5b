// Signing in to the API, profiles and roles: the exchange proves who you are and never
// grants a role; a profile update never changes one; Make Admin applies at once.
import { beforeEach, describe, expect, it } from 'vitest';
import { readAccessTokenClaims } from '../../domain/access-token-claims';
import type { ProfileUpdateInput } from '../../domain/user';
import {
  ApiContractKit,
  expectRefusal,
  untyped,
  unwrap,
  type ApiContractSubject,
} from './api-contract-kit';

export function describeApiUsersContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let subject: ApiContractSubject;
  let kit: ApiContractKit;
  beforeEach(async () => {
    subject = await makeSubject();
    kit = new ApiContractKit(subject);
  });

  describe('exchanging the ID token for the API token', () => {
    it('gives a token that works for the signed-in person, with their name', async () => {
      const identity = await subject.identify('customer');
      const { token } = unwrap(
        await kit.api.exchangeToken(identity.email, identity.idToken, { name: 'Casey C.' }),
        'exchangeToken',
      );
      subject.tokens.set(token);
      expect(await kit.api.getProfile(identity.email)).toMatchObject({
        ok: true,
        value: { email: identity.email.toLowerCase(), name: 'Casey C.' },
      });
    });

    it('gives a token naming its holder and expiry, as the browser reads them', async () => {
      const identity = await subject.identify('customer');
      const { token } = unwrap(
        await kit.api.exchangeToken(identity.email, identity.idToken, {}),
        'exchangeToken',
      );

      const claims = readAccessTokenClaims(token);
      expect(claims?.email).toBe(identity.email.toLowerCase());
      expect(claims?.uid).not.toBe('');
      // The subject's clock may be fixed: only that the expiry is a time.
      expect(Number.isFinite(claims?.expiresAt.getTime())).toBe(true);
    });

    it("takes the identity provider's name when the body gives none", async () => {
      const identity = await subject.identify('customer');
      await kit.api.exchangeToken(identity.email, identity.idToken, { name: 'Casey Renamed' });
      const { token } = unwrap(
        await kit.api.exchangeToken(identity.email, identity.idToken, { name: '' }),
        'exchangeToken',
      );
      subject.tokens.set(token);
      expect(await kit.api.getProfile(identity.email)).toMatchObject({
        ok: true,
        value: { name: identity.name },
      });
    });

    it('refuses an ID token the identity provider never issued', async () => {
      const { email } = await subject.identify('customer');
      expectRefusal(await kit.api.exchangeToken(email, 'forged-id-token', {}), 'unauthorized');
    });

    it("refuses someone else's e-mail", async () => {
      const other = await subject.identify('otherCustomer');
      const { idToken } = await subject.identify('customer');
      expectRefusal(await kit.api.exchangeToken(other.email, idToken, {}), 'forbidden');
    });

    it('refuses a malformed e-mail', async () => {
      const { idToken } = await subject.identify('customer');
      expectRefusal(
        await kit.api.exchangeToken('not-an-email', idToken, {}),
        'invalid',
        'Provide a valid Email',
      );
    });

    it('never makes anyone an admin, and keeps the admin an admin', async () => {
      await kit.actAs('otherCustomer');
      const other = await kit.email('otherCustomer');
      expect(await kit.api.isAdmin(other)).toEqual({ ok: true, value: { admin: false } });
      await kit.actAs('admin');
      expect(await kit.api.isAdmin(await kit.email('admin'))).toEqual({
        ok: true,
        value: { admin: true, role: 'admin' },
      });
    });
  });

  describe('profiles', () => {
    it("shows a customer's profile without a role, and the admin's with one", async () => {
      await kit.actAs('admin');
      const customer = await kit.email('customer');
      const profile = unwrap(await kit.api.getProfile(customer), 'getProfile');
      expect(profile).toMatchObject({ _id: expect.any(String), email: customer });
      expect(profile.role).toBeUndefined();
      expect(await kit.api.getProfile(await kit.email('admin'))).toMatchObject({
        ok: true,
        value: { role: 'admin' },
      });
    });

    it('finds a profile whatever the case of the e-mail', async () => {
      await kit.actAs('customer');
      const email = await kit.email('customer');
      expect(await kit.api.getProfile(email.toUpperCase())).toMatchObject({
        ok: true,
        value: { email },
      });
    });

    it('updates the profile fields', async () => {
      await kit.actAs('customer');
      const email = await kit.email('customer');
      const update = {
        name: 'Casey Painter',
        education: 'Ohio State University',
        location: 'Akron, Ohio',
        phone: '+1 330 555 0199',
        linkedin: 'https://www.linkedin.com/in/casey-painter',
      };
      expect(await kit.api.updateProfile(email, update)).toMatchObject({ ok: true });
      expect(await kit.api.getProfile(email)).toMatchObject({ ok: true, value: update });
    });

    it('refuses a role in a profile update, and the role stays as it was', async () => {
      await kit.actAs('customer');
      const email = await kit.email('customer');
      const forged = untyped<ProfileUpdateInput>({ location: 'Akron', role: 'admin' });
      expectRefusal(
        await kit.api.updateProfile(email, forged),
        'invalid',
        '"role" is not an accepted field',
      );
      expect(await kit.api.isAdmin(email)).toEqual({ ok: true, value: { admin: false } });
      expect(unwrap(await kit.api.getProfile(email), 'getProfile').location).not.toBe('Akron');
    });

    it('refuses a LinkedIn address that is not on linkedin.com, saying so', async () => {
      await kit.actAs('customer');
      const email = await kit.email('customer');
      expectRefusal(
        await kit.api.updateProfile(email, { linkedin: 'https://example.test/me' }),
        'invalid',
        'LinkedIn must be a linkedin.com address starting with https://',
      );
    });

    it('refuses to change the e-mail address', async () => {
      await kit.actAs('customer');
      const email = await kit.email('customer');
      const result = await kit.api.updateProfile(email, { email: 'new.casey@paintco.test' });
      expectRefusal(result, 'invalid');
      expect(await kit.api.getProfile(email)).toMatchObject({ ok: true, value: { email } });
    });
  });

  describe('admins', () => {
    it('lists the users with their roles', async () => {
      const customer = await kit.email('customer');
      const admin = await kit.email('admin');
      await kit.actAs('admin');
      const users = unwrap(await kit.api.listUsers(), 'listUsers');
      expect(users).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ email: admin, role: 'admin' }),
          expect.objectContaining({ email: customer }),
        ]),
      );
      expect(users.find((u) => u.email === customer)?.role).toBeUndefined();
    });

    it('makes a customer an admin, effective at once on their existing token', async () => {
      const customer = await kit.email('customer');
      await kit.actAs('customer');
      expectRefusal(await kit.api.listAllOrders(), 'forbidden');
      await kit.actAs('admin');
      expect(await kit.api.makeAdmin(customer)).toEqual({ ok: true, value: { modifiedCount: 1 } });
      await kit.actAs('customer');
      expect(await kit.api.isAdmin(customer)).toEqual({
        ok: true,
        value: { admin: true, role: 'admin' },
      });
      expect(await kit.api.listAllOrders()).toMatchObject({ ok: true });
    });

    it('changes nothing for someone already an admin', async () => {
      await kit.actAs('admin');
      expect(await kit.api.makeAdmin(await kit.email('admin'))).toEqual({
        ok: true,
        value: { modifiedCount: 0 },
      });
    });

    it('answers an unknown e-mail with not-found and a malformed one as invalid', async () => {
      await kit.actAs('admin');
      expectRefusal(await kit.api.makeAdmin('nobody.here@paintco.test'), 'not-found');
      expectRefusal(await kit.api.isAdmin('nobody.here@paintco.test'), 'not-found');
      expectRefusal(await kit.api.getProfile('nobody.here@paintco.test'), 'not-found');
      expectRefusal(await kit.api.makeAdmin('nobody'), 'invalid', 'Provide a valid Email');
    });
  });
}
