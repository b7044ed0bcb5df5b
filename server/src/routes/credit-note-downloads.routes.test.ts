// A credit note's PDF, on PGlite and on PostgreSQL: drawn on each download, it counts against
// the caller's allowance of invoice drawings, and a refusal names credit notes, not only
// invoices.
import { describe, expect, it } from 'vitest';
import { CREDIT_NOTE_DRAWS_MESSAGE, RATE_LIMITS, sqlRateLimiter } from '../http/rate-limits';
import { orderSteps } from '../testing/order-steps';
import { setupRouteTest } from '../testing/setup-route-test';
import { buildTestApp, people } from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`credit note downloads on ${kind}`, () => {
    const t = setupRouteTest({}, kind);
    const steps = orderSteps(t);

    /** A paid order with one refund of $10: its id and the refund's. */
    async function refundedOrder() {
      const toolId = await steps.addTool({ minQty: 1, availableQty: 100, price: 10 });
      const orderId = await steps.placeOrder(toolId, { qty: 3 });
      const paid = await steps.confirm(await steps.clientSecretFor(orderId));
      expect(paid.status).toBe(200);
      const refund = await t.call('POST', `/order/${orderId}/refunds`, {
        token: t.tokens.admin,
        body: { key: crypto.randomUUID(), reason: 'Returned', amountCents: 1000 },
      });
      expect(refund.status).toBe(201);
      return { orderId, refundId: (refund.body as { _id: string })._id };
    }

    it('counts credit notes with invoices, and refuses the one over in words of its own', async () => {
      const limits = { ...RATE_LIMITS, invoiceDrawsPerUser: { points: 2, seconds: 60 } };
      const limited = buildTestApp(t.db, { rateLimiter: sqlRateLimiter(t.db, limits) });
      const token = await limited.signIn(people.customer);
      const { orderId, refundId } = await refundedOrder();
      const creditNote = () =>
        limited.call('GET', `/order/${orderId}/refunds/${refundId}/credit-note.pdf`, { token });
      const invoice = () => limited.call('GET', `/order/${orderId}/invoice.pdf`, { token });

      expect((await invoice()).status).toBe(200);
      expect((await creditNote()).status).toBe(200);
      const refused = await creditNote();
      expect(refused).toMatchObject({ status: 429, body: { message: CREDIT_NOTE_DRAWS_MESSAGE } });
      expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
      // The invoice, kept since its first download, is still served.
      expect((await invoice()).status).toBe(200);
    });
  });
}
