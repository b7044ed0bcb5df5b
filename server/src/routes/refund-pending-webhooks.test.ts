// Card refunds Stripe takes on but the card's bank answers later (issue 26), on PGlite and
// PostgreSQL (where webhooks truly arrive at once): the refund stays pending, holding its
// money, with nothing issued; Stripe's signed webhook then makes it done (credit note,
// stock, timeline, audit) or failed (nothing to undo; the money may be refunded again). A
// replayed event, or the same one twice at once, changes nothing more.
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../app-deps';
import { StripePaymentGateway } from '../gateways/stripe-payment.gateway';
import { retryPendingRefundsJob } from '../jobs/retry-pending-refunds.job';
import { orderSteps } from '../testing/order-steps';
import { setupRouteTest } from '../testing/setup-route-test';
import { StripeStandIn } from '../testing/stripe-stand-in';
import { webhookSecret } from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';

const stripe = new StripeStandIn();
let client: Stripe;
beforeAll(async () => {
  client = await stripe.start();
});
afterAll(() => stripe.close());
beforeEach(() => stripe.reset());

interface RefundSeen {
  status: string;
  amountCents: number;
  failure?: string;
  creditNoteNumber?: string;
  gatewayRefundId?: string;
}

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`refunds the card's bank answers later, on ${kind}`, () => {
    const overrides: Partial<AppDeps> = {};
    const t = setupRouteTest(overrides, kind);
    const steps = orderSteps(t);
    beforeAll(() => {
      overrides.payments = new StripePaymentGateway(client, t.db);
    });

    /** An order of 3 units at $10, paid by card at Stripe, with 7 units left on sale. */
    async function paidOrder() {
      const toolId = await steps.addTool({ minQty: 1, availableQty: 10, price: 10 });
      const orderId = await steps.placeOrder(toolId, { qty: 3 });
      const intentId = steps.intentOf(await steps.clientSecretFor(orderId));
      stripe.charge(intentId);
      const paid = await steps.pay(orderId, intentId);
      if (paid.status !== 200) throw new Error(`not paid: ${JSON.stringify(paid.body)}`);
      const number = (await t.deps.orders.findById(orderId))?.number;
      return { toolId, orderId, number };
    }

    const refund = (orderId: string, body: Record<string, unknown>) =>
      t.call('POST', `/order/${orderId}/refunds`, {
        token: t.tokens.admin,
        body: { key: crypto.randomUUID(), reason: 'Returned', ...body },
      });
    const refundsOf = async (orderId: string) =>
      (await t.call('GET', `/order/${orderId}/refunds`, { token: t.tokens.customer }))
        .body as RefundSeen[];
    const deliver = (payload: string, secret = webhookSecret) =>
      t.call('POST', '/webhooks/stripe', {
        rawBody: payload,
        headers: {
          'Content-Type': 'application/json',
          'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
        },
      });
    /** What a refund leaves behind in the store, to compare before and after a replay. */
    const traces = async (orderId: string, toolId: string) => ({
      refunds: await refundsOf(orderId),
      creditNotes: (
        await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM credit_notes')
      )[0]?.n,
      stock: (await t.deps.tools.findById(toolId))?.availableQty,
      timeline: (
        (await t.call('GET', `/order/${orderId}/timeline`, { token: t.tokens.admin })).body as {
          kind: string;
          actor: string;
        }[]
      ).map((entry) => `${entry.kind} by ${entry.actor}`),
      audit: (
        (await t.call('GET', '/audit?page=1&pageSize=20', { token: t.tokens.admin })).body as {
          items: { action: string; subject: string }[];
        }
      ).items.map((entry) => `${entry.action} ${entry.subject}`),
    });
    const refundsAsked = () => stripe.seen.filter((request) => request.url === '/v1/refunds');

    /** Two of the three units refunded and restocked; Stripe answers pending. */
    async function pendingRefund() {
      const order = await paidOrder();
      stripe.refundsAnswer = 'pending';
      const asked = await refund(order.orderId, { lines: [{ line: 0, qty: 2 }], restock: true });
      expect(asked).toMatchObject({ status: 201, body: { status: 'pending', amountCents: 2000 } });
      return { ...order, atStripe: stripe.onlyRefund() };
    }

    it('a pending refund holds its money, issues nothing, and is never asked again', async () => {
      const { orderId, toolId, atStripe } = await pendingRefund();
      const before = await traces(orderId, toolId);
      expect(before.refunds).toMatchObject([
        { status: 'pending', amountCents: 2000, gatewayRefundId: atStripe.id },
      ]);
      expect(before.refunds[0]?.creditNoteNumber).toBeUndefined();
      expect(before.creditNotes).toBe(0);
      expect(before.stock).toBe(7);
      expect(before.timeline).not.toContain('refunded by admin@paintco.test');
      // The $20 is held: only $10 is left to refund meanwhile.
      expect((await refund(orderId, { amountCents: 1001 })).status).toBe(409);
      // The retry job leaves it to the bank: Stripe is not asked again, even after its key expires.
      const asked = refundsAsked().length;
      await retryPendingRefundsJob({ ...t.deps, log: () => undefined, graceMs: 0 }).run({});
      expect(refundsAsked()).toHaveLength(asked);
      expect(await refundsOf(orderId)).toMatchObject([{ status: 'pending' }]);
    }, 30_000);

    it('the webhook saying it succeeded makes it done once, however often it comes', async () => {
      const { orderId, toolId, number, atStripe } = await pendingRefund();
      const event = stripe.refundSettled(atStripe, 'succeeded');
      expect((await deliver(event)).status).toBe(200);
      const after = await traces(orderId, toolId);
      expect(after.refunds).toMatchObject([
        { status: 'done', creditNoteNumber: expect.stringMatching(/^CN-\d{4}-000001$/) },
      ]);
      expect(after.refunds[0]?.gatewayRefundId).toBeUndefined();
      expect(after.creditNotes).toBe(1);
      expect(after.stock).toBe(9);
      expect(after.timeline).toContain('refunded by system');
      expect(after.audit[0]).toBe(`order-refunded #${number}`);

      expect((await deliver(event)).status).toBe(200);
      expect(await traces(orderId, toolId)).toEqual(after);
    }, 30_000);

    it('the webhook saying it failed fails it whole: nothing issued, its money free again', async () => {
      const { orderId, toolId, number, atStripe } = await pendingRefund();
      // Stripe sent a "succeeded" first that arrives late, after the failure.
      const stale = stripe.refundSettled(atStripe, 'succeeded');
      const event = stripe.refundSettled(atStripe, 'failed', 'expired_or_canceled_card');
      expect((await deliver(event)).status).toBe(200);
      const after = await traces(orderId, toolId);
      expect(after.refunds).toMatchObject([
        {
          status: 'failed',
          failure: 'the card has expired or was closed, so its bank returned the money.',
        },
      ]);
      expect(after.creditNotes).toBe(0);
      expect(after.stock).toBe(7);
      expect(after.timeline).toContain('refund-failed by system');
      expect(after.timeline).not.toContain('refunded by system');
      expect(after.audit[0]).toBe(`refund-failed #${number}`);

      // Replayed, and then a stale "succeeded" for the same refund: nothing changes.
      expect((await deliver(event)).status).toBe(200);
      expect((await deliver(stale)).status).toBe(200);
      expect(await traces(orderId, toolId)).toEqual(after);
      // The whole $30 may be refunded again, another way or later.
      stripe.refundsAnswer = 'succeeded';
      expect((await refund(orderId, { amountCents: 3000 })).status).toBe(201);
    }, 30_000);

    it("the database keeps a pending refund's gateway id once given, and nothing else of it changes", async () => {
      const { orderId } = await pendingRefund();
      const [row] = await t.db.query<{ id: string }>(
        'SELECT id::text AS id FROM refunds WHERE order_id = $1',
        [orderId],
      );
      const change = (set: string) =>
        t.db.query(`UPDATE refunds SET ${set} WHERE id = $1`, [row?.id ?? '']);
      await expect(change("gateway_refund_id = 're_Other'")).rejects.toThrow(/only a pending/);
      await expect(change('amount_cents = 1')).rejects.toThrow(/only a pending/);
      await expect(change("failure = 'no'")).rejects.toThrow(/only a pending/);
    }, 30_000);

    it('an event whose signature does not match changes nothing', async () => {
      const { orderId, toolId, atStripe } = await pendingRefund();
      const before = await traces(orderId, toolId);
      const forged = await deliver(stripe.refundSettled(atStripe, 'failed'), 'whsec_other');
      expect(forged).toMatchObject({
        status: 400,
        body: { message: 'The Stripe-Signature header does not match this event.' },
      });
      expect(await traces(orderId, toolId)).toEqual(before);
    }, 30_000);

    it('the same event delivered four times at once makes one credit note', async () => {
      const { orderId, toolId, atStripe } = await pendingRefund();
      const event = stripe.refundSettled(atStripe, 'succeeded');
      const replies = await Promise.all(Array.from({ length: 4 }, () => deliver(event)));
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
      const after = await traces(orderId, toolId);
      expect(after.creditNotes).toBe(1);
      expect(after.stock).toBe(9);
      expect(after.timeline.filter((entry) => entry === 'refunded by system')).toHaveLength(1);
    }, 30_000);

    it('"succeeded" and "failed" arriving at once settle it one way only', async () => {
      const { orderId, toolId, atStripe } = await pendingRefund();
      const succeeded = stripe.refundSettled(atStripe, 'succeeded');
      const failed = stripe.refundSettled(atStripe, 'failed');
      await Promise.all([deliver(succeeded), deliver(failed), deliver(succeeded), deliver(failed)]);
      const after = await traces(orderId, toolId);
      const settled = after.refunds[0]?.status;
      expect(after).toMatchObject(
        settled === 'done' ? { creditNotes: 1, stock: 9 } : { creditNotes: 0, stock: 7 },
      );
      const entries = after.timeline.filter((entry) => entry.startsWith('refund'));
      expect(entries).toEqual([
        settled === 'done' ? 'refunded by system' : 'refund-failed by system',
      ]);
    }, 30_000);
  });
}
