// Ten requests carrying one Idempotency-Key at once, on PGlite and on PostgreSQL (where
// they truly run at once, past the check made before pricing): one order, its stock taken
// once, and every request answered with it; the stored key is the caller's.
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/domain/order';
import { setupRouteTest } from '../testing/setup-route-test';
import { aTool } from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';

const AT_ONCE = 10;
const CONTACT = { name: 'Casey', address: '1 Paint Street', phone: '555 0100' };

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`Idempotency-Key races on ${kind}`, () => {
    const t = setupRouteTest({}, kind);

    it('ten orders with one key at once: one order, stock taken once', async () => {
      const toolId = await t.deps.tools.add({ ...aTool, minQty: 1, availableQty: 50 });
      const token = await t.signIn('casey@paintco.test');
      const headers = { 'Idempotency-Key': 'retry-me-0001' };
      const body = { toolId, toolQty: 3, ...CONTACT };
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, () => t.call('POST', '/order', { token, body, headers })),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(AT_ONCE).fill(201));
      const ids = new Set(answers.map((a) => (a.body as { insertedId: string }).insertedId));
      expect(ids.size).toBe(1);
      expect((await t.deps.tools.findById(toolId))?.availableQty).toBe(47);
      expect(await t.deps.orders.listAll()).toHaveLength(1);
    }, 60_000);

    it('ten checkouts with one key at once: one order, every line taken once', async () => {
      const toolId = await t.deps.tools.add({ ...aTool, minQty: 1, availableQty: 50 });
      const token = await t.signIn('casey@paintco.test');
      const headers = { 'Idempotency-Key': 'retry-me-0002' };
      const body = { lines: [{ toolId, qty: 4 }], ...CONTACT };
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, () =>
          t.call('POST', '/checkout', { token, body, headers }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(AT_ONCE).fill(201));
      expect(new Set(answers.map((a) => (a.body as Order)._id)).size).toBe(1);
      expect((await t.deps.tools.findById(toolId))?.availableQty).toBe(46);
    }, 60_000);
  });
}
