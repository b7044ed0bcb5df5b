// Returns that race each other, on PGlite and on PostgreSQL (where they truly run at once):
// requests for one order asked together never ask back more units than were bought, and
// one return received by several admins at once is refunded once.
import { describe, expect, it } from 'vitest';
import { orderSteps } from '../testing/order-steps';
import { setupRouteTest } from '../testing/setup-route-test';
import { databaseKinds } from '../testing/test-database';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`return races on ${kind}`, () => {
    const t = setupRouteTest({}, kind);
    const steps = orderSteps(t);

    /** A paid and shipped order of `qty` units at $10. */
    async function shippedOrder(qty: number) {
      const toolId = await steps.addTool({ minQty: 1, availableQty: 100, price: 10 });
      const orderId = await steps.placeOrder(toolId, { qty });
      const confirmed = await steps.confirm(await steps.clientSecretFor(orderId));
      if (confirmed.status !== 200) throw new Error('the test order was not paid');
      const shipped = await t.call('PUT', `/order/${orderId}`, { token: t.tokens.admin });
      if (shipped.status !== 200) throw new Error('the test order was not shipped');
      return orderId;
    }

    const requestReturn = (orderId: string, qty: number) =>
      t.call('POST', `/order/${orderId}/returns`, {
        token: t.tokens.customer,
        body: { reason: 'Too many', lines: [{ line: 0, qty }] },
      });

    const asAdmin = (path: string, body?: Record<string, unknown>) =>
      t.call('POST', path, { token: t.tokens.admin, ...(body ? { body } : {}) });

    it('ten requests of 2 of 5 units asked at once: two are taken, eight refused', async () => {
      const orderId = await shippedOrder(5);
      const results = await Promise.all(
        Array.from({ length: 10 }, () => requestReturn(orderId, 2)),
      );
      expect(results.map((result) => result.status).sort()).toEqual([
        201, 201, 400, 400, 400, 400, 400, 400, 400, 400,
      ]);
      const [asked] = await t.db.query<{ units: number }>(
        `SELECT coalesce(sum((l->>'qty')::int), 0)::int AS units
         FROM order_returns, jsonb_array_elements(lines) l WHERE order_id = $1`,
        [orderId],
      );
      expect(asked?.units).toBe(4);
    }, 60_000);

    it('one return received by five admins at once is refunded once', async () => {
      const orderId = await shippedOrder(3);
      const asked = await requestReturn(orderId, 2);
      const returnId = (asked.body as { _id: string })._id;
      expect((await asAdmin(`/returns/${returnId}/accept`)).status).toBe(200);
      const results = await Promise.all(
        Array.from({ length: 5 }, () => asAdmin(`/returns/${returnId}/receive`, { restock: true })),
      );
      expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200, 200]);
      const refunds = await t.db.query<{ cents: number }>(
        `SELECT amount_cents::int AS cents FROM refunds WHERE order_id = $1`,
        [orderId],
      );
      expect(refunds).toEqual([{ cents: 2000 }]);
      const given = await t.db.query('SELECT 1 FROM local_payment_refunds');
      expect(given).toHaveLength(1);
      const received = await t.db.query(
        `SELECT 1 FROM order_events WHERE order_id = $1 AND kind = 'return-received'`,
        [orderId],
      );
      expect(received).toHaveLength(1);
    }, 60_000);
  });
}
