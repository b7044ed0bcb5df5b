// PATCH /user/{email} never changes anyone's role, whatever its body carries: only
// PUT /user/admin/{email}, an admin's call, makes an admin. What is checked is what a caller
// sees afterwards (GET /admin/{email}, GET /users), not only the refusal of the body.
import { describe, expect, it } from 'vitest';
import { people, type Person } from '../testing/test-app';
import { setupRouteTest } from '../testing/setup-route-test';

const t = setupRouteTest();

async function isAdminSaysApi(person: Person): Promise<boolean> {
  const asked = await t.call('GET', `/admin/${people[person]}`, { token: t.tokens.admin });
  expect(asked.status).toBe(200);
  return (asked.body as { admin: boolean }).admin;
}

async function mayListUsers(person: Person): Promise<boolean> {
  return (await t.call('GET', '/users', { token: t.tokens[person] })).status === 200;
}

const roleBodies: [string, unknown][] = [
  ['role: admin beside profile fields', { location: 'Ohio', role: 'admin' }],
  ['role: admin alone', { role: 'admin' }],
  ['admin: true', { location: 'Ohio', admin: true }],
  ['the role nested in __proto__', JSON.parse('{"location":"Ohio","__proto__":{"role":"admin"}}')],
];

describe('PATCH /user/{email} and the role', () => {
  it.each(roleBodies)(
    'a customer sending %s on their own profile stays a customer',
    async (_, body) => {
      const result = await t.call('PATCH', `/user/${people.customer}`, {
        token: t.tokens.customer,
        rawBody: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json' },
      });
      expect(result.status).toBeLessThan(500);

      expect(await isAdminSaysApi('customer')).toBe(false);
      expect(await mayListUsers('customer')).toBe(false);
      expect((await t.deps.users.findByEmail(people.customer))?.role).toBeUndefined();
    },
  );

  it('an admin sending role: admin on a customer profile does not promote them', async () => {
    const result = await t.call('PATCH', `/user/${people.customer}`, {
      token: t.tokens.admin,
      body: { location: 'Ohio', role: 'admin' },
    });
    expect(result.status).toBeLessThan(500);

    expect(await isAdminSaysApi('customer')).toBe(false);
    expect(await mayListUsers('customer')).toBe(false);
  });

  it.each([
    ['role: null', { name: 'Ada', role: null }],
    ['role: customer', { name: 'Ada', role: 'customer' }],
    ['role: empty', { name: 'Ada', role: '' }],
  ])('an admin sending %s on their own profile stays an admin', async (_, body) => {
    const result = await t.call('PATCH', `/user/${people.admin}`, {
      token: t.tokens.admin,
      body,
    });
    expect(result.status).toBeLessThan(500);

    expect(await isAdminSaysApi('admin')).toBe(true);
    expect(await mayListUsers('admin')).toBe(true);
  });

  it('a refused body changes nothing else in the profile either', async () => {
    const result = await t.call('PATCH', `/user/${people.customer}`, {
      token: t.tokens.customer,
      body: { location: 'Ohio', phone: '555 0100', role: 'admin' },
    });
    const stored = await t.deps.users.findByEmail(people.customer);
    if (result.status === 200) {
      expect(stored).toMatchObject({ location: 'Ohio', phone: '555 0100' });
    } else {
      expect(result).toMatchObject({ status: 400, body: { message: expect.any(String) } });
      expect(stored).toEqual({ _id: stored?._id, name: 'customer', email: people.customer });
    }
  });
});
