// The order timeline and the audit log through the API, on PGlite and (with DATABASE_URL)
// PostgreSQL: every change of an order appears once with who made it, only its customer and
// the admins read it, and every audited action leaves exactly one entry that can never be
// changed or removed.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../src/domain/audit-log';
import { STAFF_ACTOR, type OrderTimelineEntry } from '../../../src/domain/order-timeline';
import type { Page } from '../../../src/domain/page';
import { expireLapsedOrders } from '../../../src/application/orders/expire-lapsed-orders';
import { orderSteps } from '../testing/order-steps';
import { setupRouteTest } from '../testing/setup-route-test';
import { adminOnly, people, webhookSecret } from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`order timeline and audit log on ${kind}`, () => {
    const t = setupRouteTest({}, kind);
    const steps = orderSteps(t);

    const timeline = async (orderId: string, caller: 'customer' | 'admin' = 'customer') => {
      const answer = await t.call('GET', `/order/${orderId}/timeline`, { token: t.tokens[caller] });
      expect(answer.status).toBe(200);
      return (answer.body as OrderTimelineEntry[]).map(({ kind, actor }) => ({ kind, actor }));
    };
    const auditPage = async (query = '') => {
      const answer = await t.call('GET', `/audit${query}`, { token: t.tokens.admin });
      expect(answer.status).toBe(200);
      return answer.body as Page<AuditEntry>;
    };

    async function paidOrder() {
      const orderId = await steps.placeOrder(await steps.addTool());
      const secret = await steps.clientSecretFor(orderId);
      // The payment page opened twice (a reload): one "payment started".
      await steps.clientSecretFor(orderId);
      expect((await steps.confirm(secret)).status).toBe(200);
      // The browser records it too, after the charge already did: still one "paid".
      expect((await steps.pay(orderId, steps.intentOf(secret))).status).toBe(200);
      return orderId;
    }

    describe('GET /order/{id}/timeline', () => {
      it('lists created, payment started, paid and shipped once each, with who did them', async () => {
        const orderId = await paidOrder();
        expect((await t.call('PUT', `/order/${orderId}`, { token: t.tokens.admin })).status).toBe(
          200,
        );
        const byCustomer = [
          { kind: 'created', actor: people.customer },
          { kind: 'payment-started', actor: people.customer },
          { kind: 'paid', actor: people.customer },
        ];
        expect(await timeline(orderId, 'admin')).toEqual([
          ...byCustomer,
          { kind: 'shipped', actor: people.admin },
        ]);
        // The customer learns it was the store's staff, not which admin's e-mail.
        expect(await timeline(orderId)).toEqual([
          ...byCustomer,
          { kind: 'shipped', actor: STAFF_ACTOR },
        ]);
        const raw = await t.call('GET', `/order/${orderId}/timeline`, { token: t.tokens.admin });
        const times = (raw.body as OrderTimelineEntry[]).map((entry) => Date.parse(entry.at));
        expect(times.every((time, i) => !Number.isNaN(time) && time >= (times[i - 1] ?? 0))).toBe(
          true,
        );
      });

      it('records a payment the webhook and the browser both report as one "paid" by the system', async () => {
        const orderId = await steps.placeOrder(await steps.addTool());
        const intentId = await steps.chargeBehindTheStore(orderId);
        const payload = JSON.stringify({
          id: 'evt_timeline',
          object: 'event',
          type: 'payment_intent.succeeded',
          data: { object: { id: intentId, object: 'payment_intent', status: 'succeeded' } },
        });
        const signature = Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: webhookSecret,
        });
        const delivered = await t.call('POST', '/webhooks/stripe', {
          rawBody: payload,
          headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        });
        expect(delivered.status).toBe(200);
        expect((await steps.pay(orderId, intentId)).status).toBe(200);
        expect((await timeline(orderId)).filter((entry) => entry.kind === 'paid')).toEqual([
          { kind: 'paid', actor: 'system' },
        ]);
      });

      it('keeps a deleted, a cancelled and an expired order’s entries after the order is gone', async () => {
        const toolId = await steps.addTool();
        const deleted = await steps.placeOrder(toolId);
        const cancelled = await steps.placeOrder(toolId);
        const expired = await steps.placeOrder(toolId);
        const del = (id: string, caller: 'customer' | 'admin') =>
          t.call('DELETE', `/order/${id}`, { token: t.tokens[caller] });
        expect((await del(deleted, 'customer')).status).toBe(200);
        expect((await del(cancelled, 'admin')).status).toBe(200);
        // The expiry job’s sweep, just past the 30 minutes an unpaid order holds its stock.
        t.clock.advance(31 * 60);
        const removed = await expireLapsedOrders({ ...t.deps, now: t.clock.now() });
        expect(removed).toBe(1);

        const kinds = async (id: string) =>
          (await t.deps.timeline.timelineOf(id)).map(({ kind, actor }) => ({ kind, actor }));
        const created = { kind: 'created', actor: people.customer };
        expect(await kinds(deleted)).toEqual([
          created,
          { kind: 'deleted', actor: people.customer },
        ]);
        expect(await kinds(cancelled)).toEqual([
          created,
          { kind: 'cancelled', actor: people.admin },
        ]);
        expect(await kinds(expired)).toEqual([created, { kind: 'expired', actor: 'system' }]);
        // The order itself is gone: its timeline is no one's to read through the API.
        expect(
          (await t.call('GET', `/order/${deleted}/timeline`, { token: t.tokens.admin })).status,
        ).toBe(404);
      });

      it('starts an order made by accepting a quote with "created" by its customer', async () => {
        const toolId = await steps.addTool({ minQty: 1 });
        const asked = await t.call('POST', '/quotes', {
          token: t.tokens.customer,
          body: {
            name: 'Casey',
            email: people.customer,
            message: 'Hi',
            lines: [{ toolId, qty: 4 }],
          },
        });
        const quoteId = (asked.body as { _id: string })._id;
        const pricing = { unitPrices: [11], expiresAt: '2026-06-30' };
        await t.call('PUT', `/quotes/${quoteId}/price`, { token: t.tokens.admin, body: pricing });
        const accepted = await t.call('POST', `/quotes/${quoteId}/accept`, {
          token: t.tokens.customer,
          body: { address: '1 Paint Street, Springfield', phone: '+1 555 0100' },
        });
        expect(accepted.status).toBe(201);
        const orderId = (accepted.body as { _id: string })._id;
        expect(await timeline(orderId)).toEqual([{ kind: 'created', actor: people.customer }]);
      });

      it('answers 404 to another customer, for an unknown id and for a malformed one', async () => {
        const orderId = await steps.placeOrder(await steps.addTool());
        for (const [path, caller] of [
          [`/order/${orderId}/timeline`, 'other'],
          [`/order/${UNKNOWN_ID}/timeline`, 'admin'],
          ['/order/not-an-id/timeline', 'customer'],
        ] as const) {
          expect(await t.call('GET', path, { token: t.tokens[caller] })).toMatchObject({
            status: 404,
            body: { message: 'There is no order with that id.' },
          });
        }
        expect((await t.call('GET', `/order/${orderId}/timeline`)).status).toBe(401);
      });
    });

    describe('the audit log', () => {
      it('refuses UPDATE and DELETE on its rows, and on the timeline’s', async () => {
        await t.deps.audit.record({ actor: people.admin, action: 'admin-granted', subject: 'x' });
        await expect(t.db.query(`UPDATE audit_log SET actor = 'someone-else'`)).rejects.toThrow(
          /append-only/,
        );
        await expect(t.db.query(`DELETE FROM audit_log`)).rejects.toThrow(/append-only/);
        await steps.placeOrder(await steps.addTool());
        await expect(t.db.query(`UPDATE order_events SET actor = 'x'`)).rejects.toThrow(
          /append-only/,
        );
        await expect(t.db.query(`DELETE FROM order_events`)).rejects.toThrow(/append-only/);
        expect((await auditPage()).items).toMatchObject([{ actor: people.admin, subject: 'x' }]);
      });

      it('holds one entry for each audited action, newest first, with who did it', async () => {
        const admin = { token: t.tokens.admin };
        const toolId = await steps.addTool({ name: 'Audit Roller', minQty: 1 });
        const doomed = await steps.addTool({ name: 'Doomed Brush' });
        expect((await t.call('PUT', `/user/admin/${people.other}`, admin)).status).toBe(200);
        // Promoting someone already an admin changes nothing, and records nothing.
        expect((await t.call('PUT', `/user/admin/${people.other}`, admin)).status).toBe(200);
        expect((await t.call('DELETE', `/tool/${doomed}`, admin)).status).toBe(200);
        const tiers = { tiers: [{ fromQty: 10, price: 12 }] };
        expect(
          (await t.call('PUT', `/tool/${toolId}/tiers`, { ...admin, body: tiers })).status,
        ).toBe(200);
        const shipped = await paidOrder();
        expect((await t.call('PUT', `/order/${shipped}`, admin)).status).toBe(200);
        const cancelled = await steps.placeOrder(toolId);
        expect((await t.call('DELETE', `/order/${cancelled}`, admin)).status).toBe(200);
        const review = await t.call('POST', '/review', {
          token: t.tokens.customer,
          body: { rating: '5', message: 'Lovely roller' },
        });
        const reviewId = (review.body as { insertedId: string }).insertedId;
        for (const hidden of [true, false]) {
          const body = { hidden };
          expect((await t.call('PATCH', `/review/${reviewId}`, { ...admin, body })).status).toBe(
            200,
          );
        }
        const quote = async () => {
          const asked = await t.call('POST', '/quotes', {
            token: t.tokens.customer,
            body: {
              name: 'Casey',
              email: people.customer,
              message: 'Hi',
              lines: [{ toolId, qty: 5 }],
            },
          });
          return (asked.body as { _id: string })._id;
        };
        const priced = await quote();
        const body = { unitPrices: [11], expiresAt: '2026-06-30' };
        expect((await t.call('PUT', `/quotes/${priced}/price`, { ...admin, body })).status).toBe(
          200,
        );
        const declined = await quote();
        expect((await t.call('POST', `/quotes/${declined}/decline`, admin)).status).toBe(200);

        const page = await auditPage();
        expect(page.total).toBe(9);
        const orderNumber = async (id: string) =>
          `#${(await t.db.query<{ number: number }>('SELECT number FROM orders WHERE id = $1', [id]))[0]?.number}`;
        expect(
          page.items.map(({ actor, action, subject }) => ({ actor, action, subject })),
        ).toEqual(
          [
            { action: 'quote-declined', subject: people.customer },
            { action: 'quote-priced', subject: people.customer },
            { action: 'review-shown', subject: 'customer' },
            { action: 'review-hidden', subject: 'customer' },
            { action: 'order-cancelled', subject: expect.stringMatching(/^#\d+$/) },
            { action: 'order-shipped', subject: await orderNumber(shipped) },
            { action: 'tool-tiers-set', subject: 'Audit Roller' },
            { action: 'tool-deleted', subject: 'Doomed Brush' },
            { action: 'admin-granted', subject: people.other },
          ].map((entry) => ({ actor: people.admin, ...entry })),
        );
        const second = await auditPage('?page=2&pageSize=4');
        expect(second).toMatchObject({ total: 9, page: 2, pageSize: 4 });
        expect(second.items.map((entry) => entry.action)).toEqual([
          'order-cancelled',
          'order-shipped',
          'tool-tiers-set',
          'tool-deleted',
        ]);
      });

      it.each(adminOnly(200))('GET /audit as %s answers %i', async (caller, status) => {
        expect((await t.call('GET', '/audit', { token: t.tokens[caller] })).status).toBe(status);
      });

      it.each([
        ['?page=0', 'page must be a whole number from 1 to 1000000'],
        ['?page=two', 'page must be a whole number from 1 to 1000000'],
        ['?pageSize=101', 'pageSize must be a whole number from 1 to 100'],
      ])('refuses %s with a sentence', async (query, message) => {
        expect(await t.call('GET', `/audit${query}`, { token: t.tokens.admin })).toMatchObject({
          status: 400,
          body: { message },
        });
      });
    });
  });
}
