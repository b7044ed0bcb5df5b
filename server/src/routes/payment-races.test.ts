// Requests that race each other, on PGlite and on PostgreSQL (where they truly run at once):
// a card confirmed while its order is deleted, and a customer's orders placed all at once.
import { describe, expect, it } from 'vitest';
import { orderSteps } from '../testing/order-steps';
import { setupRouteTest } from '../testing/setup-route-test';
import { anOrderFor } from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`races on ${kind}`, () => {
    const t = setupRouteTest({}, kind);
    const steps = orderSteps(t);

    it('a confirm racing a delete either pays the order or charges nothing, every time', async () => {
      const toolId = await steps.addTool({ minQty: 1, availableQty: 1000 });
      const outcomes = { paid: 0, removed: 0 };
      for (let round = 0; round < 20; round += 1) {
        const id = await steps.placeOrder(toolId, { qty: 1 });
        const secret = await steps.clientSecretFor(id);
        const [charged, removed] = await Promise.all([
          steps.confirm(secret),
          t.call('DELETE', `/order/${id}`, { token: t.tokens.customer }),
        ]);
        const order = await t.deps.orders.findById(id);
        const states = await steps.intentStates(id);
        if (charged.status === 200) {
          outcomes.paid += 1;
          expect(removed.status).toBe(409);
          expect(order).toMatchObject({ paid: true });
          expect(states).toEqual({ succeeded: 1 });
          // Paid orders are out of the customer's unpaid allowance, so the loop goes on.
        } else {
          outcomes.removed += 1;
          expect(charged.status).toBe(409);
          expect(removed.status).toBe(200);
          expect(order).toBeUndefined();
          expect(states).toEqual({ canceled: 1 });
        }
      }
      expect(outcomes.paid + outcomes.removed).toBe(20);
      // Nothing sold twice: what left the stock is exactly what the paid orders hold.
      expect((await t.deps.tools.findById(toolId))?.availableQty).toBe(1000 - outcomes.paid);
    }, 60_000);

    it('ten orders placed at once by one customer: five are placed, five refused', async () => {
      const toolId = await steps.addTool({ minQty: 1, availableQty: 1000 });
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.call('POST', '/order', { token: t.tokens.customer, body: anOrderFor(toolId, 1) }),
        ),
      );
      const statuses = results.map((result) => result.status).sort();
      expect(statuses).toEqual([201, 201, 201, 201, 201, 409, 409, 409, 409, 409]);
      expect(await t.deps.orders.listByEmail('customer@paintco.test')).toHaveLength(5);
      expect((await t.deps.tools.findById(toolId))?.availableQty).toBe(995);
    });
  });
}
