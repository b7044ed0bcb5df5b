// Fifty customers check out at once carts that share tools, on PGlite and on PostgreSQL
// (where the requests truly run at once): no tool is oversold, and every order either holds
// all its lines' stock or was refused without taking any.
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/domain/order';
import { setupRouteTest } from '../testing/setup-route-test';
import { aTool } from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';

const CUSTOMERS = 50;
const CONTACT = { name: 'Casey', address: '1 Paint Street', phone: '555 0100' };

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`checkout races on ${kind}`, () => {
    const t = setupRouteTest({}, kind);

    it('fifty checkouts of shared tools: none oversold, none half-reserved', async () => {
      const stockOf = { brush: 40, roller: 60, tray: 25 };
      const ids = {
        brush: await t.deps.tools.add({ ...aTool, name: 'Brush', minQty: 1, availableQty: 40 }),
        roller: await t.deps.tools.add({ ...aTool, name: 'Roller', minQty: 1, availableQty: 60 }),
        tray: await t.deps.tools.add({ ...aTool, name: 'Tray', minQty: 1, availableQty: 25 }),
      };
      const tokens = await Promise.all(
        Array.from({ length: CUSTOMERS }, (_, i) => t.signIn(`buyer${i}@paintco.test`)),
      );
      // Every cart holds two or three of the tools, listed in different orders.
      const carts = tokens.map((_, i) => {
        const lines = [
          { toolId: ids.brush, qty: 1 + (i % 3) },
          { toolId: ids.roller, qty: 2 },
          ...(i % 2 === 0 ? [{ toolId: ids.tray, qty: 1 }] : []),
        ];
        return i % 3 === 0 ? lines.reverse() : lines;
      });
      const answers = await Promise.all(
        tokens.map((token, i) =>
          t.call('POST', '/checkout', { token, body: { lines: carts[i], ...CONTACT } }),
        ),
      );

      // A refusal is the stock's sentence: 400 when the stock had already moved when the cart
      // was priced, 409 when it moved between pricing and reserving.
      for (const answer of answers.filter((a) => a.status !== 201)) {
        expect([400, 409]).toContain(answer.status);
        expect(answer.body).toMatchObject({ message: expect.stringMatching(/can't order more/) });
      }
      const placed = answers.filter((a) => a.status === 201).map((a) => a.body as Order);
      expect(placed.length).toBeGreaterThan(0);
      expect(placed.length).toBeLessThan(CUSTOMERS);
      for (const [name, id] of Object.entries(ids) as [keyof typeof ids, string][]) {
        const sold = placed
          .flatMap((order) => order.lines)
          .filter((line) => line.toolId === id)
          .reduce((sum, line) => sum + line.qty, 0);
        const left = (await t.deps.tools.findById(id))?.availableQty ?? -1;
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left + sold).toBe(stockOf[name]);
      }
      // Each order kept every line of its cart, and no refused cart left an order behind.
      const stored = await t.deps.orders.listAll();
      expect(stored).toHaveLength(placed.length);
      for (const order of stored) {
        const index = Number(/buyer(\d+)@/.exec(order.email)?.[1]);
        expect(order.lines.map((l) => [l.toolId, l.qty])).toEqual(
          carts[index]?.map((l) => [l.toolId, l.qty]),
        );
      }
    }, 60_000);
  });
}
