// One customer's cart changed by several requests at once, on PGlite and on PostgreSQL
// (where they truly run at once): merges, reorders and adds together never leave more than
// MAX_CART_LINES lines, and the cart can still be checked out.
import { describe, expect, it } from 'vitest';
import { CART_FULL, MAX_CART_LINES, type Cart } from '../../../src/domain/cart';
import type { Order } from '../../../src/domain/order';
import type { Reordered } from '../../../src/application/cart/reorder';
import type { RateLimiter } from '../http/rate-limits';
import { setupRouteTest } from '../testing/setup-route-test';
import { aTool } from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';

const CONTACT = { name: 'Casey', address: '1 Paint Street', phone: '555 0100' };
// The races are the subject here, not the per-customer limit on cart writes.
const unlimited: RateLimiter = { consume: async () => ({ allowed: true }) };

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`cart races on ${kind}`, () => {
    const t = setupRouteTest({ rateLimiter: unlimited }, kind);

    /** `count` tools of their own, one unit at least, 1,000 in stock. */
    const someTools = (count: number, name: string) =>
      Promise.all(
        Array.from({ length: count }, (_, i) =>
          t.deps.tools.add({ ...aTool, name: `${name} ${i}`, minQty: 1, availableQty: 1000 }),
        ),
      );
    const cartOf = async (token: string | undefined) =>
      (await t.call('GET', '/cart', { token })).body as Cart;

    it('two merges at once fill the cart to its limit, not past it', async () => {
      const first = await someTools(MAX_CART_LINES, 'First');
      const second = await someTools(MAX_CART_LINES, 'Second');
      for (let round = 0; round < 3; round += 1) {
        const token = await t.signIn(`merger${round}@paintco.test`);
        const answers = await Promise.all(
          [first, second].map((ids) =>
            t.call('POST', '/cart/merge', {
              token,
              body: { lines: ids.map((toolId) => ({ toolId, qty: 1 })) },
            }),
          ),
        );
        expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
        expect((await cartOf(token)).lines).toHaveLength(MAX_CART_LINES);
      }
    }, 60_000);

    it('two reorders at once fill the cart to its limit, and it checks out', async () => {
      const first = await someTools(MAX_CART_LINES, 'First');
      const second = await someTools(MAX_CART_LINES, 'Second');
      for (let round = 0; round < 3; round += 1) {
        const token = await t.signIn(`reorderer${round}@paintco.test`);
        const orders = [];
        for (const ids of [first, second]) {
          const placed = await t.call('POST', '/checkout', {
            token,
            body: { lines: ids.map((toolId) => ({ toolId, qty: 1 })), ...CONTACT },
          });
          expect(placed.status).toBe(201);
          orders.push(placed.body as Order);
        }
        const answers = await Promise.all(
          orders.map((order) => t.call('POST', `/order/${order._id}/reorder`, { token })),
        );
        expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
        // One reorder added its lines; the other found the cart full and said so.
        const done = answers.map((answer) => answer.body as Reordered);
        expect(done.map((d) => d.added.length).sort()).toEqual([0, MAX_CART_LINES]);
        expect(done.flatMap((d) => d.notAdded.map((n) => n.reason))).toEqual(
          Array.from({ length: MAX_CART_LINES }, () => CART_FULL),
        );
        const cart = await cartOf(token);
        expect(cart.lines).toHaveLength(MAX_CART_LINES);
        const checkout = await t.call('POST', '/checkout', {
          token,
          body: { lines: cart.lines.map(({ toolId, qty }) => ({ toolId, qty })), ...CONTACT },
        });
        expect(checkout.status).toBe(201);
      }
    }, 120_000);

    it('adds, a merge and a reorder at once keep to the limit', async () => {
      const ordered = await someTools(MAX_CART_LINES, 'Ordered');
      const merged = await someTools(MAX_CART_LINES, 'Merged');
      const added = await someTools(10, 'Added');
      const token = await t.signIn('mixer@paintco.test');
      const order = await t.call('POST', '/checkout', {
        token,
        body: { lines: ordered.map((toolId) => ({ toolId, qty: 1 })), ...CONTACT },
      });
      expect(order.status).toBe(201);
      const answers = await Promise.all([
        t.call('POST', `/order/${(order.body as Order)._id}/reorder`, { token }),
        t.call('POST', '/cart/merge', {
          token,
          body: { lines: merged.map((toolId) => ({ toolId, qty: 1 })) },
        }),
        ...added.map((toolId) => t.call('POST', '/cart', { token, body: { toolId, qty: 1 } })),
      ]);
      // An add that found the cart full is refused with the limit's sentence.
      for (const answer of answers.filter((a) => a.status !== 200)) {
        expect(answer).toMatchObject({ status: 400, body: { message: CART_FULL } });
      }
      expect((await cartOf(token)).lines).toHaveLength(MAX_CART_LINES);
    }, 60_000);
  });
}
