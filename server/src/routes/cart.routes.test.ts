// The cart's routes on PGlite and, with DATABASE_URL, PostgreSQL: what the call table does
// not say on its own, the lines' images at the API's own address and the write limit the
// cart shares with orders.
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../src/domain/cart';
import { RATE_LIMITS } from '../http/rate-limits';
import { setupRouteTest } from '../testing/setup-route-test';
import { aTool, publicUrl } from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`the cart on ${kind}`, () => {
    const t = setupRouteTest({}, kind);

    it("shows each line's image at the API's address, as the catalogue does", async () => {
      const toolId = await t.deps.tools.add({ ...aTool, img: '/images/paint-roller.svg' });
      const added = await t.call('POST', '/cart', {
        token: t.tokens.customer,
        body: { toolId, qty: aTool.minQty },
      });
      const shown = `${publicUrl}/images/paint-roller.svg`;
      expect(added.status).toBe(200);
      expect((added.body as Cart).lines.map((line) => line.toolImg)).toEqual([shown]);
      const read = await t.call('GET', '/cart', { token: t.tokens.customer });
      expect((read.body as Cart).lines.map((line) => line.toolImg)).toEqual([shown]);
      // Stored as the path, so a change of the API's address keeps the image.
      expect((await t.deps.tools.findById(toolId))?.img).toBe('/images/paint-roller.svg');
    });

    it("counts its writes against the customer's order limit, not its reads", async () => {
      const toolId = await t.deps.tools.add({ ...aTool, minQty: 1, availableQty: 1000 });
      const set = () =>
        t.call('PUT', `/cart/${toolId}`, { token: t.tokens.customer, body: { qty: 2 } });
      expect(
        (await t.call('POST', '/cart', { token: t.tokens.customer, body: { toolId, qty: 1 } }))
          .status,
      ).toBe(200);
      for (let i = 1; i < RATE_LIMITS.ordersPerUser.points; i += 1) {
        expect((await set()).status).toBe(200);
      }
      expect(await set()).toMatchObject({
        status: 429,
        body: { message: RATE_LIMITS.ordersPerUser.message },
      });
      expect((await t.call('GET', '/cart', { token: t.tokens.customer })).status).toBe(200);
      expect((await t.call('GET', '/cart', { token: t.tokens.other })).status).toBe(200);
    }, 60_000);
  });
}
