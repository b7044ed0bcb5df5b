// Shipments that race each other, on PGlite and on PostgreSQL (where they truly run at
// once): admins shipping one order together never ship more units than were ordered, and
// the order ends shipped exactly when the last unit has left.
import { describe, expect, it } from 'vitest';
import { orderSteps } from '../testing/order-steps';
import { setupRouteTest } from '../testing/setup-route-test';
import { databaseKinds } from '../testing/test-database';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`shipment races on ${kind}`, () => {
    const t = setupRouteTest({}, kind);
    const steps = orderSteps(t);

    /** A carrier of its own: the tests' reset empties the migration's two. */
    async function addCarrier(): Promise<string> {
      const added = await t.call('POST', '/carriers', {
        token: t.tokens.admin,
        body: { name: 'Race Freight', trackingUrlTemplate: 'https://race.example/{tracking}' },
      });
      return (added.body as { _id: string })._id;
    }

    async function paidOrder(qty: number) {
      const toolId = await steps.addTool({ minQty: 1, availableQty: 100, price: 10 });
      const orderId = await steps.placeOrder(toolId, { qty });
      const confirmed = await steps.confirm(await steps.clientSecretFor(orderId));
      if (confirmed.status !== 200) throw new Error('the test order was not paid');
      return orderId;
    }

    const ship = (orderId: string, qty: number, n: number, carrierId: string) =>
      t.call('POST', `/order/${orderId}/shipments`, {
        token: t.tokens.admin,
        body: { carrierId, trackingNumber: `RACE-${n}`, lines: [{ line: 0, qty }] },
      });

    it('ten shipments of 2 units of a 5-unit order asked at once: two ship, eight are refused', async () => {
      const [carrierId, orderId] = await Promise.all([addCarrier(), paidOrder(5)]);
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, n) => ship(orderId, 2, n, carrierId)),
      );
      const statuses = results.map((result) => result.status).sort();
      expect(statuses).toEqual([201, 201, 409, 409, 409, 409, 409, 409, 409, 409]);
      const [shipped] = await t.db.query<{ units: number; status: string }>(
        `SELECT (SELECT coalesce(sum(qty), 0)::int FROM shipment_lines WHERE order_id = $1) AS units,
                (SELECT status FROM orders WHERE id = $1) AS status`,
        [orderId],
      );
      expect(shipped).toEqual({ units: 4, status: 'partly-shipped' });
    }, 60_000);

    it('ten retries of one shipment with one Idempotency-Key at once record it once', async () => {
      const [carrierId, orderId] = await Promise.all([addCarrier(), paidOrder(5)]);
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.call('POST', `/order/${orderId}/shipments`, {
            token: t.tokens.admin,
            headers: { 'Idempotency-Key': `race-${orderId}` },
            body: { carrierId, trackingNumber: 'RACE-KEY', lines: [{ line: 0, qty: 2 }] },
          }),
        ),
      );
      expect(results.map((result) => result.status)).toEqual(Array(10).fill(201));
      const ids = new Set(results.map((result) => (result.body as { _id: string })._id));
      expect(ids.size).toBe(1);
      const [shipped] = await t.db.query<{ shipments: number; units: number }>(
        `SELECT (SELECT count(*)::int FROM shipments WHERE order_id = $1) AS shipments,
                (SELECT coalesce(sum(qty), 0)::int FROM shipment_lines WHERE order_id = $1) AS units`,
        [orderId],
      );
      expect(shipped).toEqual({ shipments: 1, units: 2 });
    }, 60_000);

    it('the last units asked by three admins at once ship once, and the order is shipped', async () => {
      const [carrierId, orderId] = await Promise.all([addCarrier(), paidOrder(3)]);
      const results = await Promise.all(
        Array.from({ length: 3 }, (_, n) => ship(orderId, 3, n, carrierId)),
      );
      expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409]);
      const events = await t.db.query<{ kind: string }>(
        `SELECT kind FROM order_events WHERE order_id = $1 AND kind IN ('shipped', 'part-shipped')`,
        [orderId],
      );
      expect(events).toEqual([{ kind: 'shipped' }]);
      const mails = await t.db.query(
        `SELECT 1 FROM mail_outbox WHERE dedupe_key LIKE 'shipment:%'`,
      );
      expect(mails).toHaveLength(1);
    }, 60_000);
  });
}
