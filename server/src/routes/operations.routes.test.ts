// GET /operations/summary (admins): sums of paid orders per UTC day over the last 30 days,
// the orders to ship, the unpaid ones by age, the top tools and the low ones, what invoices
// on account owe and the credit notes of the month. Orders are
// dated against the app's clock here, as the database would date them in production. On
// PGlite, and on PostgreSQL when DATABASE_URL is set.
import { describe, expect, it } from 'vitest';
import type { OperationsSummary } from '../../../src/domain/operations-summary';
import { monthStart } from '../../../src/domain/operations-summary';
import { accountSteps } from '../testing/account-steps';
import { aTool, anOrderFor } from '../testing/test-app';
import { setupRouteTest } from '../testing/setup-route-test';
import { databaseKinds } from '../testing/test-database';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`the operations summary on ${kind}`, () => {
    const t = setupRouteTest({}, kind);

    /** An order of `qty` placed `ago` ms before the clock's now, paid when asked. */
    async function order(toolId: string, qty: number, ago: number, paid = true) {
      const placed = await t.call('POST', '/order', {
        token: t.tokens.customer,
        body: anOrderFor(toolId, qty),
      });
      expect(placed.status).toBe(201);
      const id = (placed.body as { insertedId: string }).insertedId;
      if (paid) await t.deps.orders.markPaid(id, `pi_${id.slice(0, 8)}`, 'system');
      await t.db.query(`UPDATE orders SET created_at = $2 WHERE id = $1`, [
        id,
        new Date(t.clock.now().getTime() - ago),
      ]);
      return id;
    }

    async function summary(): Promise<OperationsSummary> {
      const response = await t.call('GET', '/operations/summary', { token: t.tokens.admin });
      expect(response.status).toBe(200);
      return response.body as OperationsSummary;
    }

    it('is for admins only, and never cached', async () => {
      expect((await t.call('GET', '/operations/summary')).status).toBe(401);
      const customer = await t.call('GET', '/operations/summary', { token: t.tokens.customer });
      expect(customer.status).toBe(403);
      const admin = await t.app.request('/operations/summary', {
        headers: { Authorization: `Bearer ${t.tokens.admin}` },
      });
      expect(admin.headers.get('Cache-Control')).toBe('no-store');
    });

    it('sums paid orders per day for 30 days, leaving out unpaid and older ones', async () => {
      const roller = await t.deps.tools.add({ ...aTool, availableQty: 500 });
      await order(roller, 2, 0);
      await order(roller, 4, 0);
      await order(roller, 3, 2 * DAY);
      await order(roller, 5, 0, false);
      await order(roller, 6, 30 * DAY);

      const { salesByDay, readAt } = await summary();

      expect(salesByDay).toHaveLength(30);
      expect(salesByDay.at(-1)).toEqual({ day: readAt.slice(0, 10), orders: 2, revenue: 90 });
      expect(salesByDay.at(-3)).toMatchObject({ orders: 1, revenue: 45 });
      expect(salesByDay.reduce((sum, day) => sum + day.orders, 0)).toBe(3);
    });

    it('counts paid orders to ship, and unpaid ones by how long they have waited', async () => {
      const roller = await t.deps.tools.add({ ...aTool, availableQty: 500 });
      await order(roller, 2, 0);
      const shipped = await order(roller, 2, 0);
      await t.deps.orders.markShipped(shipped, 'system');
      await order(roller, 2, 5 * MINUTE, false);
      await order(roller, 2, 15 * MINUTE, false);
      await order(roller, 2, 59 * MINUTE, false);
      await order(roller, 2, 2 * DAY, false);

      const { toShip, unpaidByAge } = await summary();

      expect(toShip).toBe(1);
      expect(unpaidByAge).toEqual([
        { label: 'Under 15 minutes', count: 1 },
        { label: '15 to 60 minutes', count: 2 },
        { label: 'Over an hour', count: 1 },
      ]);
    });

    it('sums what invoices on account owe, the part past due, and the month’s credit notes', async () => {
      const account = accountSteps(t);
      const { companyId } = await account.company();
      const late = await account.orderOnAccount();
      const refunded = await t.call('POST', `/order/${late.orderId}/refunds`, {
        token: t.tokens.admin,
        body: { key: crypto.randomUUID(), reason: 'Dented', restock: false, amountCents: 1_500 },
      });
      expect(refunded.status).toBe(201);
      // Net 15, 16 days on: a day past its due date.
      await account.days(16);
      await account.orderOnAccount();
      await t.deps.accounts.recordTransfer({
        companyId,
        invoiceNumbers: [late.invoiceNumber],
        amountCents: 3_000,
        reference: 'BANK-1',
        actor: 'admin@paintco.test',
      });
      // The database's clock dates the credit note, the store's (fixed here) reads the month.
      const [note] = await t.db.query<{ issuedAt: Date }>(
        'SELECT issued_at AS "issuedAt" FROM credit_notes',
      );
      const counted = note !== undefined && new Date(note.issuedAt) >= monthStart(t.clock.now());

      const figures = await t.call('GET', '/operations/summary', {
        token: await t.signIn('admin@paintco.test'),
      });

      expect(figures.body).toMatchObject({
        owedCents: 10_000 - 1_500 - 3_000 + 10_000,
        overdueCents: 10_000 - 1_500 - 3_000,
        refundedThisMonthCents: counted ? 1_500 : 0,
      });
    });

    it('ranks tools by what they brought in, and lists the low ones lowest first', async () => {
      const roller = await t.deps.tools.add({ ...aTool, name: 'Roller', availableQty: 500 });
      const brush = await t.deps.tools.add({
        ...aTool,
        name: 'Brush',
        price: 40,
        availableQty: 500,
      });
      const tray = await t.deps.tools.add({ ...aTool, name: 'Tray', availableQty: 5 });
      const tape = await t.deps.tools.add({ ...aTool, name: 'Tape', availableQty: 2 });
      const pole = await t.deps.tools.add({ ...aTool, name: 'Pole', availableQty: 1 });
      // Tray and Tape have a low-stock level they are at or under; Pole has none (0).
      await t.db.query(`UPDATE tools SET low_stock_threshold = 5 WHERE id IN ($1, $2)`, [
        tray,
        tape,
      ]);
      expect(pole).toBeTruthy();
      await order(roller, 10, 0);
      await order(brush, 2, DAY);
      await order(brush, 2, 0, false);

      const { topTools, lowStock } = await summary();

      expect(topTools).toEqual([
        { toolId: roller, toolName: 'Roller', units: 10, revenue: 150 },
        { toolId: brush, toolName: 'Brush', units: 2, revenue: 80 },
      ]);
      expect(lowStock.map((tool) => [tool.toolName, tool.availableQty, tool.threshold])).toEqual([
        ['Tape', 2, 5],
        ['Tray', 5, 5],
      ]);
    });
  });
}
