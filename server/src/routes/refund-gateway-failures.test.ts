// Refunds through Stripe (its stand-in on loopback) when Stripe says no or says nothing, on
// PGlite and PostgreSQL: a declined refund leaves nothing half done (no credit note, no
// stock, no money held) and the timeline and audit log say it failed; one whose answer was
// lost stays pending until the retry job finishes it, once, however often it runs.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import type { AppDeps } from '../app-deps';
import { StripePaymentGateway } from '../gateways/stripe-payment.gateway';
import { retryPendingRefundsJob } from '../jobs/retry-pending-refunds.job';
import { orderSteps } from '../testing/order-steps';
import { setupRouteTest } from '../testing/setup-route-test';
import { StripeStandIn } from '../testing/stripe-stand-in';
import { databaseKinds } from '../testing/test-database';

const stripe = new StripeStandIn();
let client: Stripe;
beforeAll(async () => {
  client = await stripe.start();
});
afterAll(() => stripe.close());
beforeEach(() => stripe.reset());

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`refunds Stripe refuses or leaves unanswered, on ${kind}`, () => {
    // Filled once the database is open; read by each test's app as it is built.
    const overrides: Partial<AppDeps> = {};
    const t = setupRouteTest(overrides, kind);
    const steps = orderSteps(t);
    beforeAll(() => {
      overrides.payments = new StripePaymentGateway(client, t.db);
    });

    /** An order of 3 units at $10, paid by card at Stripe: its id and intent. */
    async function paidOrder() {
      const toolId = await steps.addTool({ minQty: 1, availableQty: 10, price: 10 });
      const orderId = await steps.placeOrder(toolId, { qty: 3 });
      const intentId = steps.intentOf(await steps.clientSecretFor(orderId));
      stripe.charge(intentId);
      const paid = await steps.pay(orderId, intentId);
      if (paid.status !== 200) throw new Error(`not paid: ${JSON.stringify(paid.body)}`);
      return { toolId, orderId, intentId };
    }

    const refund = (orderId: string, body: Record<string, unknown>) =>
      t.call('POST', `/order/${orderId}/refunds`, {
        token: t.tokens.admin,
        body: { key: crypto.randomUUID(), reason: 'Returned', ...body },
      });
    const refundsOf = async (orderId: string) =>
      (await t.call('GET', `/order/${orderId}/refunds`, { token: t.tokens.admin })).body as {
        status: string;
        failure?: string;
        creditNoteNumber?: string;
        amountCents: number;
      }[];
    const timelineOf = async (orderId: string) =>
      (
        (await t.call('GET', `/order/${orderId}/timeline`, { token: t.tokens.admin })).body as {
          kind: string;
          actor: string;
        }[]
      ).map((entry) => `${entry.kind} by ${entry.actor}`);
    const auditOf = async () =>
      (
        (await t.call('GET', '/audit?page=1&pageSize=20', { token: t.tokens.admin })).body as {
          items: { action: string; subject: string }[];
        }
      ).items.map((entry) => `${entry.action} ${entry.subject}`);
    const creditNotes = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM credit_notes'))[0]?.n;
    const runJob = (graceMs = 0) =>
      retryPendingRefundsJob({ ...t.deps, log: () => undefined, graceMs }).run({});

    it('a refund Stripe declines fails whole, holds nothing, and is on the timeline and in the audit log', async () => {
      const { toolId, orderId, intentId } = await paidOrder();
      // Refunded in full from Stripe's dashboard already: Stripe refuses any more.
      stripe.refunds.set('dashboard', {
        id: 're_Dashboard',
        amount: 3000,
        paymentIntent: intentId,
        status: 'succeeded',
        metadata: {},
      });
      const number = (await t.deps.orders.findById(orderId))?.number;

      const declined = await refund(orderId, { lines: [{ line: 0, qty: 2 }], restock: true });
      expect(declined).toMatchObject({
        status: 502,
        body: {
          code: 'refund-declined',
          message:
            'The card service declined the refund: Refund amount is greater than unrefunded amount on charge.',
        },
      });
      expect(await refundsOf(orderId)).toMatchObject([
        {
          status: 'failed',
          failure: 'Refund amount is greater than unrefunded amount on charge.',
        },
      ]);
      expect((await refundsOf(orderId))[0]?.creditNoteNumber).toBeUndefined();
      expect(await creditNotes()).toBe(0);
      expect((await t.deps.tools.findById(toolId))?.availableQty).toBe(7);
      expect(await timelineOf(orderId)).toContain('refund-failed by admin@paintco.test');
      expect(await timelineOf(orderId)).not.toContain('refunded by admin@paintco.test');
      expect((await auditOf())[0]).toBe(`refund-failed #${number}`);

      // The failed refund holds no money: the whole $30 may be asked again.
      stripe.refunds.delete('dashboard');
      expect((await refund(orderId, { amountCents: 3000 })).status).toBe(201);
      // The job has nothing left to do, and the failed refund stays failed.
      await runJob();
      expect((await refundsOf(orderId)).map((one) => one.status)).toEqual(['failed', 'done']);
    }, 30_000);

    it('a refund whose answer was lost stays pending, then the job finishes it once', async () => {
      const { orderId } = await paidOrder();
      stripe.loseRefundAnswers = true;
      expect((await refund(orderId, { amountCents: 1200 })).status).toBe(503);
      expect(await refundsOf(orderId)).toMatchObject([{ status: 'pending', amountCents: 1200 }]);
      // Still held: only what is left can be refunded meanwhile.
      expect((await refund(orderId, { amountCents: 1801 })).status).toBe(409);

      // Stripe still does not answer: the job reports it and leaves it pending.
      await runJob();
      expect(await refundsOf(orderId)).toMatchObject([{ status: 'pending' }]);
      stripe.loseRefundAnswers = false;
      // A refund younger than the grace period may be the admin's own request in flight.
      await runJob(60_000);
      expect(await refundsOf(orderId)).toMatchObject([{ status: 'pending' }]);

      await runJob();
      await runJob();
      expect(await refundsOf(orderId)).toMatchObject([{ status: 'done', amountCents: 1200 }]);
      expect(stripe.refunds.size).toBe(1);
      expect(await creditNotes()).toBe(1);
      const timeline = await timelineOf(orderId);
      expect(timeline.filter((entry) => entry.startsWith('refunded'))).toEqual([
        'refunded by system',
      ]);
    }, 30_000);
  });
}
