// Refunds that race each other, on PGlite and on PostgreSQL (where they truly run at once):
// admins refunding one order together never give back more than was paid, and one refund
// sent several times at once (a double click, a retry) is refunded once.
import { describe, expect, it } from 'vitest';
import { orderSteps } from '../testing/order-steps';
import { setupRouteTest } from '../testing/setup-route-test';
import { databaseKinds } from '../testing/test-database';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`refund races on ${kind}`, () => {
    const t = setupRouteTest({}, kind);
    const steps = orderSteps(t);

    /** A paid order of `qty` units at $10: its intent id. */
    async function paidOrder(qty: number) {
      const toolId = await steps.addTool({ minQty: 1, availableQty: 100, price: 10 });
      const orderId = await steps.placeOrder(toolId, { qty });
      const secret = await steps.clientSecretFor(orderId);
      const confirmed = await steps.confirm(secret);
      if (confirmed.status !== 200) throw new Error('the test order was not paid');
      return { orderId, intentId: steps.intentOf(secret) };
    }

    const refund = (orderId: string, body: Record<string, unknown>) =>
      t.call('POST', `/order/${orderId}/refunds`, {
        token: t.tokens.admin,
        body: { reason: 'Returned', ...body },
      });

    const given = async (intentId: string) =>
      (
        await t.db.query<{ cents: number; n: number }>(
          `SELECT coalesce(sum(amount), 0)::int AS cents, count(*)::int AS n
           FROM local_payment_refunds WHERE payment_id = $1`,
          [intentId],
        )
      )[0];

    it('ten refunds of 40 % asked at once: two go through, eight are refused', async () => {
      const { orderId, intentId } = await paidOrder(3);
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          refund(orderId, { key: crypto.randomUUID(), amountCents: 1200 }),
        ),
      );
      const statuses = results.map((result) => result.status).sort();
      expect(statuses).toEqual([201, 201, 409, 409, 409, 409, 409, 409, 409, 409]);
      expect(await given(intentId)).toEqual({ cents: 2400, n: 2 });
      const notes = await t.db.query<{ sequence: number }>(
        'SELECT sequence::int AS sequence FROM credit_notes ORDER BY sequence',
      );
      expect(notes.map((note) => note.sequence)).toEqual([1, 2]);
    }, 60_000);

    it('one refund sent five times at once is refunded once, with one credit note', async () => {
      const { orderId, intentId } = await paidOrder(3);
      const key = crypto.randomUUID();
      const results = await Promise.all(
        Array.from({ length: 5 }, () => refund(orderId, { key, lines: [{ line: 0, qty: 1 }] })),
      );
      expect(results.map((result) => result.status)).toEqual([201, 201, 201, 201, 201]);
      const ids = new Set(results.map((result) => (result.body as { _id: string })._id));
      expect(ids.size).toBe(1);
      expect(await given(intentId)).toEqual({ cents: 1000, n: 1 });
      const notes = await t.db.query('SELECT 1 FROM credit_notes');
      expect(notes).toHaveLength(1);
    }, 60_000);
  });
}
