// Two admins demoting each other at once, on PGlite and on PostgreSQL (where they truly run
// at once): one goes through, the other is refused, and the store keeps an admin.
import { describe, expect, it } from 'vitest';
import { people } from '../testing/test-app';
import { setupRouteTest } from '../testing/setup-route-test';
import { databaseKinds } from '../testing/test-database';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`role races on ${kind}`, () => {
    const t = setupRouteTest({}, kind);

    it('two admins demoting each other at once: one stays an admin', async () => {
      await t.deps.users.promoteToAdmin(people.customer);
      const demote = (email: string, token: string | undefined) =>
        t.call('PUT', `/user/role/${email}`, { token, body: { role: 'sales' } });
      const answers = await Promise.all([
        demote(people.customer, t.tokens.admin),
        demote(people.admin, t.tokens.customer),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toContain(200);
      const admins = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM users WHERE role = 'admin'`,
      );
      expect(admins[0]?.n).toBe(1);
    });
  });
}
