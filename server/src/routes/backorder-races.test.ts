// Backorders under load (issue 27 item 2), on PGlite and on PostgreSQL through two API
// processes (two pools), where the requests truly run at once: buyers ordering the last
// units of a backordered tool together never take more than the stock (the rest waits),
// and stock arriving while orders come in goes to the paid orders waiting for it first,
// as do the units of an unpaid order deleted meanwhile; orders paid together after stock
// arrived share it without taking more than there is.
import { describe, expect, it } from 'vitest';
import { orderSteps, testCard } from '../testing/order-steps';
import { secondProcessFor } from '../testing/second-process';
import { setupRouteTest } from '../testing/setup-route-test';
import { anOrderFor, type TestApp } from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';

const RESTOCK = '2099-01-15';
const BUYERS = Array.from({ length: 8 }, (_, n) => `buyer${n}@paintco.test`);

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`backorder races on ${kind}`, () => {
    const t = setupRouteTest({}, kind);
    const steps = orderSteps(t);
    const secondProcess = secondProcessFor(t, kind);

    async function backorderedTool(availableQty: number): Promise<string> {
      const toolId = await steps.addTool({ minQty: 1, availableQty, price: 10 });
      await t.db.query('UPDATE tools SET backorder_until = $2 WHERE id = $1', [toolId, RESTOCK]);
      return toolId;
    }

    const linesOf = (toolId: string) =>
      t.db.query<{ orderId: string; qty: number; backordered: number }>(
        `SELECT order_id::text AS "orderId", qty, backordered FROM order_lines WHERE tool_id = $1`,
        [toolId],
      );

    const stockOf = async (toolId: string) =>
      (
        await t.db.query<{ n: number }>('SELECT available_qty AS n FROM tools WHERE id = $1', [
          toolId,
        ])
      )[0]?.n;

    it('eight buyers order 2 of the last 5 units at once: 5 from stock, 11 wait, none oversold', async () => {
      const other = await secondProcess();
      const toolId = await backorderedTool(5);
      const tokens = await Promise.all(BUYERS.map((email) => t.signIn(email)));
      const answers = await Promise.all(
        tokens.map((token, n) =>
          (n % 2 === 0 ? t : other).call('POST', '/order', { token, body: anOrderFor(toolId, 2) }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(BUYERS.map(() => 201));
      const lines = await linesOf(toolId);
      const fromStock = lines.reduce((sum, line) => sum + line.qty - line.backordered, 0);
      const waiting = lines.reduce((sum, line) => sum + line.backordered, 0);
      expect({ fromStock, waiting, stock: await stockOf(toolId) }).toEqual({
        fromStock: 5,
        waiting: 11,
        stock: 0,
      });
    }, 60_000);

    it('stock arriving while orders come in goes to the paid orders waiting, oldest first', async () => {
      const other = await secondProcess();
      const toolId = await backorderedTool(0);
      const paid: string[] = [];
      for (let n = 0; n < 3; n += 1) {
        const orderId = await steps.placeOrder(toolId, { qty: 2 });
        const confirmed = await steps.confirm(await steps.clientSecretFor(orderId));
        if (confirmed.status !== 200) throw new Error('the test order was not paid');
        paid.push(orderId);
      }
      const tokens = await Promise.all(BUYERS.slice(0, 5).map((email) => t.signIn(email)));
      const [arrival, ...orders] = await Promise.all([
        other.call('PATCH', `/tool/${toolId}`, {
          token: t.tokens.admin,
          body: { availableQty: 6 },
        }),
        ...tokens.map((token, n) =>
          (n % 2 === 0 ? t : other).call('POST', '/order', { token, body: anOrderFor(toolId, 2) }),
        ),
      ]);
      expect(arrival?.status).toBe(200);
      expect(orders.map((answer) => answer.status)).toEqual(tokens.map(() => 201));
      const lines = await linesOf(toolId);
      const waitingOf = new Map(lines.map((line) => [line.orderId, line.backordered]));
      // The six units went to the three paid orders; the new ones wait, whenever they came.
      expect(paid.map((id) => waitingOf.get(id))).toEqual([0, 0, 0]);
      expect(
        lines.filter((line) => !paid.includes(line.orderId)).map((l) => l.backordered),
      ).toEqual([2, 2, 2, 2, 2]);
      expect(await stockOf(toolId)).toBe(0);
      const mails = await t.db.query(
        `SELECT 1 FROM mail_outbox WHERE dedupe_key = ANY($1::text[])`,
        [paid.map((id) => `order-ready:${id}`)],
      );
      expect(mails).toHaveLength(3);
    }, 60_000);

    /** Three orders of 2 by the customer, paid, all waiting: the tool has no stock. */
    async function threePaidWaiting(toolId: string): Promise<string[]> {
      const paid: string[] = [];
      for (let n = 0; n < 3; n += 1) {
        const orderId = await steps.placeOrder(toolId, { qty: 2 });
        const confirmed = await steps.confirm(await steps.clientSecretFor(orderId));
        if (confirmed.status !== 200) throw new Error('the test order was not paid');
        paid.push(orderId);
      }
      return paid;
    }

    it('units of an unpaid order deleted while others order go to the paid orders waiting', async () => {
      const other = await secondProcess();
      const toolId = await backorderedTool(6);
      const holder = await t.signIn('holder@paintco.test');
      const held = await steps.placeOrder(toolId, { token: holder, qty: 6 });
      const paid = await threePaidWaiting(toolId);
      const tokens = await Promise.all(BUYERS.slice(0, 5).map((email) => t.signIn(email)));
      const [removed, ...orders] = await Promise.all([
        other.call('DELETE', `/order/${held}`, { token: holder }),
        ...tokens.map((token, n) =>
          (n % 2 === 0 ? t : other).call('POST', '/order', { token, body: anOrderFor(toolId, 2) }),
        ),
      ]);
      expect(removed?.status).toBe(200);
      expect(orders.map((answer) => answer.status)).toEqual(tokens.map(() => 201));
      const lines = await linesOf(toolId);
      const waitingOf = new Map(lines.map((line) => [line.orderId, line.backordered]));
      expect(paid.map((id) => waitingOf.get(id))).toEqual([0, 0, 0]);
      // The six freed units went to the paid orders: whoever ordered after them waits.
      expect(
        lines.filter((line) => !paid.includes(line.orderId)).map((l) => l.backordered),
      ).toEqual([2, 2, 2, 2, 2]);
      expect(await stockOf(toolId)).toBe(0);
    }, 60_000);

    const confirmOn = (app: Pick<TestApp, 'call'>, clientSecret: string) =>
      app.call('POST', '/payments/local/confirm', {
        body: {
          clientSecret,
          card: testCard(),
          billingDetails: {
            name: 'Casey',
            email: 'customer@paintco.test',
            address: '1 Paint St',
            phone: '555',
          },
        },
      });

    it('waiting orders paid while the admin raises the stock get it, whichever goes first', async () => {
      const other = await secondProcess();
      const toolId = await backorderedTool(0);
      const first = await steps.placeOrder(toolId, { qty: 2 });
      const second = await steps.placeOrder(toolId, { caller: 'other', qty: 2 });
      const secrets = [
        await steps.clientSecretFor(first),
        await steps.clientSecretFor(second, 'other'),
      ];
      const [arrival, ...paid] = await Promise.all([
        t.call('PATCH', `/tool/${toolId}`, { token: t.tokens.admin, body: { availableQty: 5 } }),
        confirmOn(other, secrets[0] ?? ''),
        confirmOn(t, secrets[1] ?? ''),
      ]);
      expect([arrival?.status, ...paid.map((answer) => answer.status)]).toEqual([200, 200, 200]);
      // Served at the payment or at the arrival: never both, never neither.
      expect((await linesOf(toolId)).map((line) => line.backordered)).toEqual([0, 0]);
      expect(await stockOf(toolId)).toBe(1);
    }, 60_000);
  });
}
