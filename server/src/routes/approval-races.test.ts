// Approvals under load (issue 25, "Rules that must hold"), on PGlite and on PostgreSQL
// through two API processes (two pools), where the requests truly run at once: several
// approvers approve one order and exactly one wins; approvals race the order's lapse and
// each order ends either approved and live or lapsed and gone; two buyers each send orders
// at once and neither passes their monthly limit without an approver.
import { describe, expect, it } from 'vitest';
import { expireLapsedOrders } from '../../../src/application/orders/expire-lapsed-orders';
import type { Order } from '../../../src/domain/order';
import { secondProcessFor } from '../testing/second-process';
import { setupRouteTest } from '../testing/setup-route-test';
import { aTool, anOrderFor, type CallResult } from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';

const APPROVERS = ['ada@acme.test', 'ben@acme.test', 'cy@acme.test'];
const BUYERS = ['bea@acme.test', 'bo@acme.test'];
const CONTACT = { name: 'Casey', address: '1 Paint Street', phone: '555 0100' };

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`approval races on ${kind}`, () => {
    const t = setupRouteTest({}, kind);
    const secondProcess = secondProcessFor(t, kind);

    async function placedOrder(placed: CallResult): Promise<Order> {
      const { insertedId } = placed.body as { insertedId: string };
      const order = await t.deps.orders.findById(insertedId);
      if (!order) throw new Error(`No order placed: ${JSON.stringify(placed.body)}`);
      return order;
    }

    /** Acme with three approvers and two buyers, each buyer limited as given. */
    async function acme(limits: { order: number | null; month: number | null }) {
      const tokens = new Map<string, string>();
      for (const email of [...APPROVERS, ...BUYERS]) tokens.set(email, await t.signIn(email));
      const [company] = await t.db.query<{ id: string }>(
        `INSERT INTO companies (name, tax_id, billing_address)
         VALUES ('Acme', '12-3456789', '1 Trade Way, Columbus') RETURNING id::text AS id`,
      );
      const companyId = company?.id ?? '';
      for (const email of APPROVERS) {
        await t.db.query(
          `INSERT INTO company_members (user_email, company_id, role) VALUES ($1, $2, 'approver')`,
          [email, companyId],
        );
      }
      for (const email of BUYERS) {
        await t.db.query(
          `INSERT INTO company_members (user_email, company_id, role, order_limit_cents,
                                        monthly_limit_cents)
           VALUES ($1, $2, 'buyer', $3, $4)`,
          [email, companyId, limits.order, limits.month],
        );
      }
      const toolId = await t.deps.tools.add({ ...aTool, price: 100, minQty: 1, availableQty: 500 });
      const token = (email: string) => tokens.get(email) ?? '';
      return { companyId, toolId, token };
    }

    it('several approvers approve one order at once: exactly one wins', async () => {
      const other = await secondProcess();
      const { companyId, toolId, token } = await acme({ order: 10_000, month: null });
      for (let round = 0; round < 5; round += 1) {
        const placed = await t.call('POST', '/order', {
          token: token('bea@acme.test'),
          body: anOrderFor(toolId, 2),
        });
        const order = await placedOrder(placed);
        expect(order.approval).toMatchObject({ status: 'pending' });
        const path = `/company/${companyId}/approvals/${order._id}/approve`;
        const answers: CallResult[] = await Promise.all(
          [...APPROVERS, ...APPROVERS].map((email, i) =>
            (i % 2 === 0 ? t : other).call('POST', path, { token: token(email) }),
          ),
        );
        expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
        for (const lost of answers.filter((a) => a.status !== 200)) {
          expect(lost).toMatchObject({
            status: 409,
            body: { message: 'This order has already been approved or declined.' },
          });
        }
        const events = await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM order_events WHERE order_id = $1 AND kind = 'approved'`,
          [order._id],
        );
        expect(events[0]?.n).toBe(1);
      }
    }, 60_000);

    it('an approval racing the lapse: approved and live, or lapsed and gone, never both', async () => {
      const other = await secondProcess();
      const { companyId, toolId, token } = await acme({ order: 10_000, month: null });
      const orders: Order[] = [];
      for (let n = 0; n < 4; n += 1) {
        const placed = await t.call('POST', '/order', {
          token: token(BUYERS[n % 2] ?? ''),
          body: anOrderFor(toolId, 2),
        });
        orders.push(await placedOrder(placed));
      }
      // The approvals are read a second before the deadline; the expiry job runs a second
      // after it, on its own clock.
      t.clock.advance(30 * 60 - 1);
      const lapsedAt = new Date(t.clock.now().getTime() + 2_000);
      const [answers] = await Promise.all([
        Promise.all(
          orders.map((order, i) =>
            (i % 2 === 0 ? t : other).call(
              'POST',
              `/company/${companyId}/approvals/${order._id}/approve`,
              { token: token(APPROVERS[i % 3] ?? '') },
            ),
          ),
        ),
        expireLapsedOrders({ orders: t.deps.orders, payments: t.deps.payments, now: lapsedAt }),
      ]);
      for (const [i, order] of orders.entries()) {
        const answer = answers[i];
        const stored = await t.deps.orders.findById(order._id);
        if (answer?.status === 200) {
          expect(stored).toMatchObject({ status: 'unpaid', approval: { status: 'approved' } });
          expect(new Date(stored?.expiresAt ?? 0).getTime()).toBeGreaterThan(lapsedAt.getTime());
        } else {
          expect(answer).toMatchObject({ status: 409, body: { code: 'approval-lapsed' } });
          expect(stored).toBeUndefined();
        }
      }
      // Whatever won, the stock of every order that is gone came back.
      const held = (await t.deps.orders.listAll()).reduce((sum, o) => sum + o.toolQty, 0);
      expect((await t.deps.tools.findById(toolId))?.availableQty).toBe(500 - held);
    }, 60_000);

    it('two buyers order at once: neither passes the monthly limit without an approver', async () => {
      const other = await secondProcess();
      // $1,000 a month; five orders of $300 each: three fit, two wait.
      const { toolId, token } = await acme({ order: null, month: 100_000 });
      const answers: CallResult[] = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 === 0 ? t : other).call('POST', i % 4 < 2 ? '/order' : '/checkout', {
            token: token(BUYERS[Math.floor(i / 5)] ?? ''),
            body: i % 4 < 2 ? anOrderFor(toolId, 3) : { lines: [{ toolId, qty: 3 }], ...CONTACT },
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 201));
      for (const buyer of BUYERS) {
        const theirs = (await t.deps.orders.listByEmail(buyer)) as Order[];
        expect(theirs).toHaveLength(5);
        const free = theirs.filter((o) => o.approval === undefined);
        expect(free).toHaveLength(3);
        expect(free.reduce((sum, o) => sum + o.toolPrice, 0)).toBeLessThanOrEqual(1_000);
        expect(theirs.filter((o) => o.approval?.status === 'pending')).toHaveLength(2);
      }
    }, 60_000);

    it("two buyers order at once: together they never pass the company's monthly limit", async () => {
      const other = await secondProcess();
      // No limit of their own; $1,000 a month for the company; ten orders of $300: three fit.
      const { companyId, toolId, token } = await acme({ order: null, month: null });
      await t.db.query('UPDATE companies SET monthly_limit_cents = 100000 WHERE id = $1', [
        companyId,
      ]);
      const answers: CallResult[] = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 === 0 ? t : other).call('POST', i % 4 < 2 ? '/order' : '/checkout', {
            token: token(BUYERS[i % 2] ?? ''),
            body: i % 4 < 2 ? anOrderFor(toolId, 3) : { lines: [{ toolId, qty: 3 }], ...CONTACT },
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 201));
      const theirs: Order[] = [];
      for (const buyer of BUYERS)
        theirs.push(...((await t.deps.orders.listByEmail(buyer)) as Order[]));
      expect(theirs).toHaveLength(10);
      const free = theirs.filter((o) => o.approval === undefined);
      expect(free).toHaveLength(3);
      expect(free.reduce((sum, o) => sum + o.toolPrice, 0)).toBeLessThanOrEqual(1_000);
      const waiting = theirs.filter((o) => o.approval !== undefined);
      expect(waiting.map((o) => o.approval)).toEqual(
        Array.from({ length: 7 }, () => ({ status: 'pending', reason: 'company-monthly-limit' })),
      );
    }, 60_000);
  });
}
