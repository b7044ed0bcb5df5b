// PUT /user/role/{email}: the admin gives an account a store role; the role comes from the
// users table on every request, so it applies at once on the person's existing token.
import { describe, expect, it } from 'vitest';
import { people } from '../testing/test-app';
import { setupRouteTest } from '../testing/setup-route-test';

const t = setupRouteTest();
const setRole = (email: string, role: string, token = t.tokens.admin) =>
  t.call('PUT', `/user/role/${email}`, { token, body: { role } });

describe('PUT /user/role/{email}', () => {
  it('makes a customer warehouse staff at once: they may ship, not refund', async () => {
    const before = await t.call('GET', '/orders', { token: t.tokens.customer });
    expect(before).toMatchObject({ status: 403, body: { code: 'admin-only' } });
    expect(await setRole(people.customer, 'warehouse')).toMatchObject({
      status: 200,
      body: { modifiedCount: 1 },
    });
    const token = t.tokens.customer;
    expect(await t.call('GET', `/admin/${people.customer}`, { token })).toMatchObject({
      body: { admin: false, role: 'warehouse' },
    });
    expect((await t.call('GET', '/orders', { token })).status).toBe(200);
    expect(await t.call('GET', '/users', { token })).toMatchObject({
      status: 403,
      body: { code: 'not-for-your-role', message: expect.stringMatching(/staff role/) },
    });
    const audit = await t.call('GET', '/audit?page=1', { token: t.tokens.admin });
    expect(audit.body).toMatchObject({
      items: [{ action: 'role-set', subject: `${people.customer} (Warehouse)` }],
    });
    expect(await setRole(people.customer, 'customer')).toMatchObject({ status: 200 });
    expect((await t.call('GET', '/orders', { token })).status).toBe(403);
  });

  it('is for the admin only: staff and customers cannot give roles', async () => {
    await setRole(people.other, 'finance');
    expect(await setRole(people.customer, 'admin', t.tokens.other)).toMatchObject({
      status: 403,
      body: { code: 'not-for-your-role' },
    });
    expect(await setRole(people.other, 'admin', t.tokens.customer)).toMatchObject({
      status: 403,
      body: { code: 'admin-only' },
    });
    expect(await t.deps.users.findByEmail(people.customer)).not.toHaveProperty('role');
  });

  it('refuses an admin giving up their own role, and an unknown role or person', async () => {
    expect(await setRole(people.admin, 'sales')).toMatchObject({
      status: 409,
      body: { code: 'own-admin-role', message: expect.stringMatching(/another admin/) },
    });
    expect((await t.deps.users.findByEmail(people.admin))?.role).toBe('admin');
    expect(await setRole(people.customer, 'owner')).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/customer, admin, warehouse, sales or finance/) },
    });
    expect(await setRole('nobody@paintco.test', 'sales')).toMatchObject({ status: 404 });
  });

  it('never leaves the store without an admin', async () => {
    expect(await t.deps.users.setRole(people.admin, undefined)).toBe('last-admin');
    await setRole(people.customer, 'admin');
    expect(await t.deps.users.setRole(people.admin, 'finance')).toBe('changed');
    expect(await t.deps.users.setRole(people.customer, undefined)).toBe('last-admin');
  });
});
