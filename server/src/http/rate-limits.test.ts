// The limits answer 429 with Retry-After and a sentence, count in the database (so two API
// processes on one database share one allowance), and hold on PGlite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { setupRouteTest } from '../testing/setup-route-test';
import { anOrderFor, buildTestApp, emulatorIdToken, people } from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';
import { RATE_LIMITS } from './rate-limits';
import { EMAIL_NOT_AS_SENT } from '../../../src/domain/fields';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`rate limits on ${kind}`, () => {
    const t = setupRouteTest({}, kind);

    const exchange = (app: Pick<typeof t, 'call'>, email: string) =>
      app.call('PUT', `/user/${email}`, {
        token: emulatorIdToken({ email }, t.clock.now()),
        body: {},
      });

    it('allows 10 sign-ins a minute per e-mail, then answers 429 with Retry-After', async () => {
      for (let i = 0; i < 10; i += 1) {
        expect((await exchange(t, people.customer)).status).toBe(200);
      }
      const refused = await exchange(t, people.customer);
      expect(refused).toMatchObject({
        status: 429,
        body: { message: RATE_LIMITS.signInPerEmail.message },
      });
      const retryAfter = Number(refused.headers.get('Retry-After'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Another e-mail is not held back by it.
      expect((await exchange(t, people.other)).status).toBe(200);
    });

    // Each way an e-mail can be padded in the path: the handler once trimmed these away,
    // while the limit counted each padded form as an e-mail of its own.
    const paddings = ['%20', '%09', '%0D', '%0A', '%0D%0A', '%C2%A0'];
    const padded = (email: string) =>
      paddings.flatMap((pad) => [`${pad}${email}`, `${email}${pad}`, `${pad}${email}${pad}`]);

    it('refuses an e-mail path padded with blanks with 400 and a sentence', async () => {
      for (const path of padded(people.customer)) {
        const refused = await t.call('PUT', `/user/${path}`, {
          token: emulatorIdToken({ email: people.customer }, t.clock.now()),
          body: {},
        });
        expect({ path, ...refused }).toMatchObject({
          path,
          status: 400,
          body: { message: EMAIL_NOT_AS_SENT },
        });
      }
      // The other e-mail paths refuse it alike.
      const asAdmin = { token: t.tokens.admin };
      for (const [method, path] of [
        ['GET', `/admin/%20${people.customer}`],
        ['GET', `/user?email=${people.customer}%0A`],
        ['PUT', `/user/admin/${people.customer}%C2%A0`],
      ] as const) {
        expect(await t.call(method, path, asAdmin)).toMatchObject({
          status: 400,
          body: { message: EMAIL_NOT_AS_SENT },
        });
      }
    });

    it('gives no padded or re-cased form of an e-mail an allowance of its own', async () => {
      for (let i = 0; i < 10; i += 1) {
        expect((await exchange(t, people.customer)).status).toBe(200);
      }
      for (const path of [...padded(people.customer), people.customer.toUpperCase()]) {
        const result = await t.call('PUT', `/user/${path}`, {
          token: emulatorIdToken({ email: people.customer }, t.clock.now()),
          body: {},
        });
        expect({ path, status: result.status }).toEqual({
          path,
          status: path.includes('%') ? 400 : 429,
        });
      }
    });

    it('counts in the database: two API processes share one allowance', async () => {
      const second = buildTestApp(t.db);
      for (let i = 0; i < 5; i += 1) {
        expect((await exchange(t, people.customer)).status).toBe(200);
        expect((await exchange(second, people.customer)).status).toBe(200);
      }
      expect((await exchange(second, people.customer)).status).toBe(429);
      expect((await exchange(t, people.customer)).status).toBe(429);
    });

    it('allows 120 sign-ins a minute from one address', async () => {
      const fromOneAddress = buildTestApp(t.db, { clientAddress: () => '203.0.113.7' });
      for (let i = 0; i < 120; i += 1) {
        const result = await exchange(fromOneAddress, `person-${i}@paintco.test`);
        expect(result.status).toBe(200);
      }
      const refused = await exchange(fromOneAddress, 'one-more@paintco.test');
      expect(refused).toMatchObject({
        status: 429,
        body: { message: RATE_LIMITS.signInPerAddress.message },
      });
      expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
      // Nothing was created for the refused sign-in.
      expect(await t.deps.users.findByEmail('one-more@paintco.test')).toBeUndefined();
    }, 60_000);

    it('counts sign-ins from an IPv6 /64 as from one address', async () => {
      let address = '';
      const app = buildTestApp(t.db, { clientAddress: () => address });
      for (let i = 0; i < 120; i += 1) {
        // Each from another address of the same /64, as its subscriber may send them.
        address = `2001:db8:1:2:${(i + 1).toString(16)}::${i}`;
        expect((await exchange(app, `walker-${i}@paintco.test`)).status).toBe(200);
      }
      address = '2001:db8:1:2:ffff:ffff:ffff:ffff';
      expect(await exchange(app, 'one-more@paintco.test')).toMatchObject({
        status: 429,
        body: { message: RATE_LIMITS.signInPerAddress.message },
      });
      // The next /64 is another subscriber.
      address = '2001:db8:1:3::1';
      expect((await exchange(app, 'one-more@paintco.test')).status).toBe(200);
    }, 60_000);

    it('allows 30 orders a minute per user, then answers 429', async () => {
      const toolId = await t.deps.tools.add({
        name: 'Roller',
        img: '/images/paint-roller.svg',
        description: 'Rolls.',
        minQty: 1,
        availableQty: 1000,
        price: 2,
      });
      let placed = 0;
      for (let i = 0; i < 30; i += 1) {
        const result = await t.call('POST', '/order', {
          token: t.tokens.customer,
          body: anOrderFor(toolId, 1),
        });
        // Past five unpaid orders each is refused with 409, and still counts.
        expect([201, 409]).toContain(result.status);
        if (result.status === 201) placed += 1;
      }
      expect(placed).toBe(5);
      const refused = await t.call('POST', '/order', {
        token: t.tokens.customer,
        body: anOrderFor(toolId, 1),
      });
      expect(refused).toMatchObject({
        status: 429,
        body: { message: RATE_LIMITS.ordersPerUser.message },
      });
      expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
      // Someone else may still order.
      const other = await t.call('POST', '/order', {
        token: t.tokens.other,
        body: anOrderFor(toolId, 1),
      });
      expect(other.status).toBe(201);
    }, 60_000);
  });
}
