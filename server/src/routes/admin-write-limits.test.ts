// The admin's writes that had no limit (carriers, shipments, a company's terms, a bank
// transfer, deciding applications and orders, price lists) share one allowance per account,
// and quick order has its own per buyer: each answers 429 with a sentence once over, on
// PGlite and, with DATABASE_URL, PostgreSQL.
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../http/rate-limits';
import { setupRouteTest } from '../testing/setup-route-test';
import { databaseKinds } from '../testing/test-database';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`admin writes and quick order limits on ${kind}`, () => {
    const t = setupRouteTest({}, kind);

    it('counts carriers, shipments, terms, transfers, approvals and price lists as admin writes', async () => {
      const asAdmin = { token: t.tokens.admin };
      const { points, message } = RATE_LIMITS.adminWritesPerUser;
      for (let i = 0; i < points; i += 1) {
        const body = { name: `Carrier ${i}`, trackingUrlTemplate: 'https://t.example/{tracking}' };
        expect((await t.call('POST', '/carriers', { ...asAdmin, body })).status).toBe(201);
      }
      const over = { status: 429, body: { message } };
      const body = { name: 'One more', trackingUrlTemplate: 'https://t.example/{tracking}' };
      expect(await t.call('POST', '/carriers', { ...asAdmin, body })).toMatchObject(over);
      expect(await t.call('PUT', '/carriers/x', { ...asAdmin, body })).toMatchObject(over);
      expect(await t.call('DELETE', '/carriers/x', asAdmin)).toMatchObject(over);
      expect(await t.call('PUT', '/company/x/terms', { ...asAdmin, body: {} })).toMatchObject(over);
      expect(await t.call('POST', '/company/x/transfers', { ...asAdmin, body: {} })).toMatchObject(
        over,
      );
      // Shipments, company decisions and price lists too: refused before anything is read.
      for (const [method, path] of [
        ['POST', '/order/x/shipments'],
        ['POST', '/company-application/x/approve'],
        ['POST', '/company-application/x/decline'],
        ['POST', '/company/x/approvals/y/approve'],
        ['POST', '/company/x/approvals/y/decline'],
        ['PUT', '/company/x/price-list'],
      ] as const) {
        expect(await t.call(method, path, { ...asAdmin, body: {} })).toMatchObject(over);
      }
      // Nothing past the limit was kept.
      const carriers = await t.call('GET', '/carriers', asAdmin);
      expect(carriers.body).toHaveLength(points);
    }, 120_000);

    it("gives quick order its own allowance per account, apart from the cart's", async () => {
      const asCustomer = { token: t.tokens.customer };
      const { points, message } = RATE_LIMITS.quickOrdersPerUser;
      const body = { text: 'NO-SUCH-PART 2', dryRun: true };
      for (let i = 0; i < points; i += 1) {
        expect((await t.call('POST', '/cart/quick', { ...asCustomer, body })).status).toBe(200);
      }
      expect(await t.call('POST', '/cart/quick', { ...asCustomer, body })).toMatchObject({
        status: 429,
        body: { message },
      });
      // Another buyer, and the same buyer's cart, are not held back by it.
      const other = { token: t.tokens.other, body };
      expect((await t.call('POST', '/cart/quick', other)).status).toBe(200);
      const cartAdd = await t.call('POST', '/cart', { ...asCustomer, body: { toolId: 'none' } });
      expect(cartAdd.status).not.toBe(429);
    }, 120_000);
  });
}
