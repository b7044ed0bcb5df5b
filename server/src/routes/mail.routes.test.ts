// The e-mails the store queues as orders and quotes change, read back through GET /mail
// (admin) on PGlite and, with DATABASE_URL, PostgreSQL: one per event, queued with the
// change itself, none for a change that was refused.
import { describe, expect, it } from 'vitest';
import type { MailboxEntry } from '../../../src/domain/mail';
import type { Page } from '../../../src/domain/page';
import type { Quote } from '../../../src/domain/quote';
import { remindExpiringOrdersJob } from '../jobs/remind-expiring-orders.job';
import { orderSteps } from '../testing/order-steps';
import { setupRouteTest } from '../testing/setup-route-test';
import { adminOnly, aTool, anOrderFor, people, siteUrl } from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`the mailbox on ${kind}`, () => {
    const t = setupRouteTest({}, kind);
    const steps = orderSteps(t);

    async function mailbox(query = '?page=1&pageSize=20'): Promise<Page<MailboxEntry>> {
      const listed = await t.call('GET', `/mail${query}`, { token: t.tokens.admin });
      expect(listed.status).toBe(200);
      return listed.body as Page<MailboxEntry>;
    }
    const subjects = async () =>
      (await mailbox()).items.map((mail) => `${mail.to}: ${mail.subject}`);
    const numberOf = async (orderId: string) =>
      (await t.deps.orders.findById(orderId))?.number ?? 0;

    it.each(adminOnly(200))('answers %s with %i', async (caller, status) => {
      expect((await t.call('GET', '/mail?page=1', { token: t.tokens[caller] })).status).toBe(
        status,
      );
    });

    it('says which page parameter is wrong', async () => {
      const listed = await t.call('GET', '/mail?pageSize=500', { token: t.tokens.admin });
      expect(listed).toMatchObject({
        status: 400,
        body: { message: 'pageSize must be a whole number from 1 to 100' },
      });
    });

    it('queues "placed", then one receipt however many paths record the payment', async () => {
      const toolId = await steps.addTool();
      const orderId = await steps.placeOrder(toolId, { qty: 3 });
      const number = await numberOf(orderId);
      expect(await subjects()).toEqual([`${people.customer}: Order #${number} placed`]);
      // Each e-mail links to the page it is about, on the store's address, and is signed.
      const [placed] = (await mailbox()).items;
      expect(placed?.text).toContain(
        `Pay for order #${number}: ${siteUrl}/dashboard/payment/${orderId}`,
      );
      expect(placed?.text).toMatch(/\n\nPaintCo\nPaintCo Tools, Inc\.$/);

      const secret = await steps.clientSecretFor(orderId);
      expect((await steps.confirm(secret)).status).toBe(200);
      // The browser records the same payment the confirm already recorded.
      expect((await steps.pay(orderId, steps.intentOf(secret))).status).toBe(200);

      const page = await mailbox();
      expect(page.total).toBe(2);
      const [receipt] = page.items;
      expect(receipt).toMatchObject({
        to: people.customer,
        subject: `Receipt for order #${number}`,
        status: 'queued',
        attempts: 0,
      });
      expect(receipt?.text).toContain('Test Roller | 3 | $15.00 | $45.00');
      expect(receipt?.text).toContain(`Payment id: ${steps.intentOf(secret)}`);
      expect(receipt?.text).toContain(
        `See order #${number} and its invoice: ${siteUrl}/dashboard/order/${orderId}`,
      );
    });

    it('queues "shipped", and "cancelled" when an admin cancels an unpaid order', async () => {
      const toolId = await steps.addTool();
      const paidId = await steps.placeOrder(toolId);
      await steps.confirm(await steps.clientSecretFor(paidId));
      expect((await t.call('PUT', `/order/${paidId}`, { token: t.tokens.admin })).status).toBe(200);
      const unpaidId = await steps.placeOrder(toolId);
      const cancelled = await t.call('DELETE', `/order/${unpaidId}`, { token: t.tokens.admin });
      expect(cancelled.status).toBe(200);
      const [paid, unpaid] = [await numberOf(paidId), (await mailbox()).items];
      expect(unpaid.map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/^Order #\d+ cancelled$/),
        expect.stringMatching(/^Order #\d+ placed$/),
        `Order #${paid} shipped`,
        `Receipt for order #${paid}`,
        `Order #${paid} placed`,
      ]);
    });

    it('queues nothing for an order that was refused', async () => {
      const toolId = await steps.addTool();
      const refused = await t.call('POST', '/order', {
        token: t.tokens.customer,
        body: anOrderFor(toolId, aTool.availableQty + 1),
      });
      expect(refused.status).toBe(400);
      expect(await subjects()).toEqual([]);
    });

    it('reminds once of an unpaid order about to lapse', async () => {
      const toolId = await steps.addTool();
      const orderId = await steps.placeOrder(toolId);
      const job = remindExpiringOrdersJob({
        db: t.db,
        clock: t.clock,
        withinMinutes: 10,
        siteUrl,
        log: () => undefined,
      });
      await job.run({});
      expect(await subjects()).toHaveLength(1);
      t.clock.advance(21 * 60);
      await job.run({});
      await job.run({});
      const number = await numberOf(orderId);
      expect(await subjects()).toEqual([
        `${people.customer}: Order #${number} lapses soon`,
        `${people.customer}: Order #${number} placed`,
      ]);
    });

    it('answers a quote: priced, then declined', async () => {
      const toolId = await steps.addTool();
      const asked = await t.call('POST', '/quotes', {
        token: t.tokens.customer,
        body: {
          name: 'Casey',
          email: people.customer,
          message: 'For a job',
          lines: [{ toolId, qty: 10 }],
        },
      });
      expect(asked).toMatchObject({ status: 201 });
      const quote = asked.body as Quote;
      const priced = await t.call('PUT', `/quotes/${quote._id}/price`, {
        token: t.tokens.admin,
        body: { unitPrices: [12], expiresAt: '2026-06-30' },
      });
      expect(priced.status).toBe(200);
      const declined = await t.call('POST', `/quotes/${quote._id}/decline`, {
        token: t.tokens.admin,
      });
      expect(declined.status).toBe(200);
      const page = await mailbox();
      expect(page.items.map((mail) => mail.subject)).toEqual([
        'Your quote request was declined',
        'Your quote is ready',
      ]);
      expect(page.items[1]?.text).toContain('Test Roller | 10 | $12.00 | $120.00');
      // The customer asked signed in: both answers link to their My Quotes.
      for (const mail of page.items) {
        expect(mail.text).toContain(`Open My Quotes: ${siteUrl}/dashboard/myQuotes`);
      }
    });
  });
}
