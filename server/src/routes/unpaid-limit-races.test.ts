// One customer sends a dozen orders and checkouts at once, each within the value one may
// hold unpaid, together far beyond it: on PGlite, and on PostgreSQL through two API
// processes (two pools) where the requests truly run at once. Only as many pass as fit.
import { describe, expect, it } from 'vitest';
import { DEFAULT_UNPAID_LIMITS } from '../../../src/domain/unpaid-limits';
import { secondProcessFor } from '../testing/second-process';
import { setupRouteTest } from '../testing/setup-route-test';
import { aTool, anOrderFor, type CallResult } from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';

const REQUESTS = 12;
const PRICE = 1_000;
const QTY = 3;
const CONTACT = { name: 'Casey', address: '1 Paint Street', phone: '555 0100' };

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`unpaid limit races on ${kind}`, () => {
    const t = setupRouteTest({}, kind);
    const secondProcess = secondProcessFor(t, kind);

    it('lets no more through than one customer may hold unpaid', async () => {
      const other = await secondProcess();
      const toolId = await t.deps.tools.add({
        ...aTool,
        price: PRICE,
        minQty: 1,
        availableQty: 100,
      });
      const token = t.tokens.customer;
      const answers: CallResult[] = await Promise.all(
        Array.from({ length: REQUESTS }, (_, i) => {
          const app = i % 2 === 0 ? t : other;
          return i % 4 < 2
            ? app.call('POST', '/order', { token, body: anOrderFor(toolId, QTY) })
            : app.call('POST', '/checkout', {
                token,
                body: { lines: [{ toolId, qty: QTY }], ...CONTACT },
              });
        }),
      );

      const fits = Math.floor(DEFAULT_UNPAID_LIMITS.maxUnpaidValue / (PRICE * QTY));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(fits);
      for (const refused of answers.filter((a) => a.status !== 201)) {
        expect(refused).toMatchObject({
          status: 409,
          body: { code: 'unpaid-value-limit', message: expect.stringMatching(/^You already hold/) },
        });
      }
      const held = await t.deps.orders.listByEmail('customer@paintco.test');
      expect(held.reduce((sum, order) => sum + order.toolPrice, 0)).toBe(fits * PRICE * QTY);
      expect((await t.deps.tools.findById(toolId))?.availableQty).toBe(100 - fits * QTY);
    }, 60_000);
  });
}
