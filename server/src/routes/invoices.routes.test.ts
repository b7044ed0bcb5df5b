// Invoices, on PGlite and on PostgreSQL: one per paid order, issued with the payment under
// a gapless number, never changed, and downloaded as a PDF by its buyer or an admin only.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { isPdf, pdfText } from '../testing/pdf-text';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import { orderPaymentsSql } from '../repositories/orders.sql';
import { orderSteps } from '../testing/order-steps';
import { setupRouteTest } from '../testing/setup-route-test';
import { RATE_LIMITS, sqlRateLimiter } from '../http/rate-limits';
import {
  aTool,
  buildTestApp,
  NO_UNPAID_LIMITS,
  people,
  webhookSecret,
  type Caller,
} from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';

const INVOICE_NUMBER = /^INV-\d{4}-\d{6}$/;

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`invoices on ${kind}`, () => {
    const t = setupRouteTest({}, kind);
    const steps = orderSteps(t);

    /** An unpaid order placed behind the API: no rate limit, no unpaid-order limit. */
    async function placeUnpaid(toolId: string, email: string = people.customer) {
      const placed = await t.deps.orders.place(
        {
          lines: [
            {
              toolId,
              toolName: aTool.name,
              toolImg: aTool.img,
              qty: 2,
              unitPrice: aTool.price,
              total: aTool.price * 2,
            },
          ],
          name: 'Casey Customer',
          email,
          address: '1 Paint Street, Springfield',
          phone: '+1 555 0100',
          expiresAt: new Date(t.clock.now().getTime() + 3_600_000),
        },
        { ...NO_UNPAID_LIMITS, now: t.clock.now() },
      );
      if (!placed.placed) throw new Error('the order was refused');
      return placed.order._id;
    }

    async function payByCard(orderId: string) {
      const charged = await steps.confirm(await steps.clientSecretFor(orderId));
      expect(charged.status).toBe(200);
    }

    const invoiceRows = () =>
      t.db.query<{ sequence: number; number: string; orderId: string }>(
        `SELECT sequence::int AS sequence, number, order_id::text AS "orderId"
         FROM invoices ORDER BY sequence`,
      );

    /** Stripe's signed word that `intentId` succeeded, as the webhook receives it. */
    function deliverSucceeded(intentId: string, eventId: string) {
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: intentId, object: 'payment_intent', status: 'succeeded' } },
      });
      return t.call('POST', '/webhooks/stripe', {
        rawBody: payload,
        headers: {
          'Content-Type': 'application/json',
          'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: webhookSecret,
          }),
        },
      });
    }

    async function download(orderId: string, caller: Caller = 'customer') {
      const token = t.tokens[caller];
      const response = await t.app.request(`/order/${orderId}/invoice.pdf`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
    }

    it('issues the invoice with the payment, and the order shows its number', async () => {
      const orderId = await placeUnpaid(await steps.addTool());
      expect(await invoiceRows()).toEqual([]);
      await payByCard(orderId);
      const rows = await invoiceRows();
      expect(rows).toEqual([
        { sequence: 1, number: expect.stringMatching(INVOICE_NUMBER), orderId },
      ]);
      expect(rows[0]?.number).toMatch(/-000001$/);
      const order = await t.call('GET', `/order/${orderId}`, { token: t.tokens.customer });
      expect(order.body).toMatchObject({ paid: true, invoiceNumber: rows[0]?.number });
    });

    it('gives 20 orders paid at once the numbers 1 to 20: no gap, none twice', async () => {
      const toolId = await steps.addTool({ minQty: 1, availableQty: 1000 });
      const orderIds: string[] = [];
      for (let i = 0; i < 20; i += 1) orderIds.push(await placeUnpaid(toolId));
      const secrets = await Promise.all(orderIds.map((id) => steps.clientSecretFor(id)));
      const charged = await Promise.all(secrets.map((secret) => steps.confirm(secret)));
      expect(charged.map((reply) => reply.status)).toEqual(Array(20).fill(200));
      const rows = await invoiceRows();
      expect(rows.map((row) => row.sequence)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(new Set(rows.map((row) => row.number)).size).toBe(20);
      expect(new Set(rows.map((row) => row.orderId))).toEqual(new Set(orderIds));
    }, 60_000);

    it('issues one invoice for a payment recorded twice at once (webhook and browser)', async () => {
      const orderId = await placeUnpaid(await steps.addTool());
      const intentId = await steps.chargeBehindTheStore(orderId);
      const [webhook, browser] = await Promise.all([
        deliverSucceeded(intentId, 'evt_invoice_twice'),
        steps.pay(orderId, intentId),
      ]);
      expect(webhook.status).toBe(200);
      expect(browser.status).toBe(200);
      // And once more from the browser, after the fact.
      expect((await steps.pay(orderId, intentId)).status).toBe(200);
      expect(await invoiceRows()).toEqual([{ sequence: 1, number: expect.any(String), orderId }]);
    });

    it('issues one invoice when the webhook follows the card confirm that recorded it', async () => {
      const orderId = await placeUnpaid(await steps.addTool());
      const secret = await steps.clientSecretFor(orderId);
      expect((await steps.confirm(secret)).status).toBe(200);
      const delivered = await deliverSucceeded(steps.intentOf(secret), 'evt_after_confirm');
      expect(delivered.status).toBe(200);
      expect(await steps.intentStates(orderId)).toEqual({ succeeded: 1 });
      expect(await invoiceRows()).toEqual([{ sequence: 1, number: expect.any(String), orderId }]);
    });

    it('takes no number for a payment that is refused or rolled back', async () => {
      const toolId = await steps.addTool();
      const declined = await placeUnpaid(toolId);
      const refused = await steps.confirm(
        await steps.clientSecretFor(declined),
        '4000 0000 0000 0002',
      );
      expect(refused.status).toBe(402);
      // A payment whose transaction fails after the invoice was written: both roll back.
      const rolledBack = await placeUnpaid(toolId);
      await expect(
        t.db.transaction(async (tx) => {
          expect(await orderPaymentsSql(tx).markPaid(rolledBack, 'pi_rolled_back', 'system')).toBe(
            1,
          );
          throw new Error('the payment failed after its invoice was numbered');
        }),
      ).rejects.toThrow(/after its invoice/);
      const paid = await placeUnpaid(toolId);
      await payByCard(paid);
      expect((await invoiceRows()).map((row) => [row.sequence, row.orderId])).toEqual([[1, paid]]);
    });

    it('refuses to change or delete an issued invoice, or to rewind the counter', async () => {
      const orderId = await placeUnpaid(await steps.addTool());
      await payByCard(orderId);
      await expect(
        t.db.query(`UPDATE invoices SET total_cents = 0 WHERE order_id = $1`, [orderId]),
      ).rejects.toThrow(/can never be changed or deleted/);
      await expect(t.db.query(`UPDATE invoices SET snapshot = '{}'::jsonb`)).rejects.toThrow(
        /can never be changed or deleted/,
      );
      await expect(
        t.db.query(`DELETE FROM invoices WHERE order_id = $1`, [orderId]),
      ).rejects.toThrow(/can never be changed or deleted/);
      await expect(t.db.query(`UPDATE invoice_counter SET next = 1`)).rejects.toThrow(
        /only moves on by one/,
      );
      await expect(t.db.query(`DELETE FROM invoice_counter`)).rejects.toThrow(
        /only moves on by one/,
      );
      expect(await invoiceRows()).toHaveLength(1);
    });

    it('keeps the invoice when its order is shipped, and refuses to delete a paid order', async () => {
      const orderId = await placeUnpaid(await steps.addTool());
      await payByCard(orderId);
      const before = await download(orderId);
      for (const caller of ['customer', 'admin'] as const) {
        const removed = await t.call('DELETE', `/order/${orderId}`, { token: t.tokens[caller] });
        expect(removed.status).toBe(409);
      }
      expect((await t.call('PUT', `/order/${orderId}`, { token: t.tokens.admin })).status).toBe(
        200,
      );
      const after = await download(orderId);
      expect(after.response.status).toBe(200);
      expect(Buffer.compare(before.bytes, after.bytes)).toBe(0);
    });

    it('downloads as a PDF with its number and total, for the buyer and for an admin', async () => {
      const orderId = await placeUnpaid(await steps.addTool());
      await payByCard(orderId);
      const [row] = await invoiceRows();
      for (const caller of ['customer', 'admin'] as const) {
        const { response, bytes } = await download(orderId, caller);
        expect(response.status).toBe(200);
        expect(response.headers.get('Content-Type')).toBe('application/pdf');
        expect(response.headers.get('Content-Disposition')).toBe(
          `attachment; filename="${row?.number}.pdf"`,
        );
        expect(response.headers.get('Cache-Control')).toBe('private');
        expect(isPdf(bytes)).toBe(true);
      }
      // The served file is compressed; its text is checked on the snapshot it was drawn from.
      const stored = await t.deps.invoices.findByOrderId(orderId);
      expect(stored).toMatchObject({ number: row?.number, totalCents: 3000 });
      if (!stored) return;
      const text = pdfText(await renderInvoicePdf(stored, { compress: false }));
      expect(text).toContain(`Invoice ${row?.number}`);
      expect(text).toContain('$30.00');
    });

    const keptFiles = () =>
      t.db.query<{ sequence: number; hex: string }>(
        `SELECT sequence::int AS sequence, encode(pdf, 'hex') AS hex FROM invoice_pdfs`,
      );

    it('draws an invoice once, keeps the file, and serves the kept file afterwards', async () => {
      const orderId = await placeUnpaid(await steps.addTool());
      await payByCard(orderId);
      const first = await download(orderId);
      expect(first.response.status).toBe(200);
      expect(await keptFiles()).toEqual([
        { sequence: 1, hex: Buffer.from(first.bytes).toString('hex') },
      ]);
      // Put another file in its place: a download that drew again would not serve it.
      const standIn = Buffer.from('%PDF-1.3 kept as first drawn');
      await t.db.query('DELETE FROM invoice_pdfs');
      await t.db.query(`INSERT INTO invoice_pdfs (sequence, pdf) VALUES (1, decode($1, 'hex'))`, [
        standIn.toString('hex'),
      ]);
      for (const caller of ['customer', 'admin'] as const) {
        const again = await download(orderId, caller);
        expect(again.response.status).toBe(200);
        expect(Buffer.from(again.bytes)).toEqual(standIn);
      }
      await expect(t.db.query(`UPDATE invoice_pdfs SET drawn_at = now()`)).rejects.toThrow(
        /never changed/,
      );
    });

    it('answers concurrent first downloads, in two processes, with one kept file', async () => {
      const orderId = await placeUnpaid(await steps.addTool());
      await payByCard(orderId);
      // A second API process on the same database, with the buyer signed in there too.
      const second = buildTestApp(t.db);
      const secondToken = await second.signIn(people.customer);
      const fromSecond = async () => {
        const response = await second.app.request(`/order/${orderId}/invoice.pdf`, {
          headers: { Authorization: `Bearer ${secondToken}` },
        });
        return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
      };
      const downloads = await Promise.all(
        Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? download(orderId) : fromSecond())),
      );
      const kept = await keptFiles();
      expect(kept).toHaveLength(1);
      for (const { response, bytes } of downloads) {
        expect(response.status).toBe(200);
        expect(Buffer.from(bytes).toString('hex')).toBe(kept[0]?.hex);
      }
    });

    it('keeps the first file of an invoice: concurrent keeps all answer the one kept', async () => {
      await payByCard(await placeUnpaid(await steps.addTool()));
      const files = ['first', 'second', 'third'].map((name) => Buffer.from(`%PDF ${name}`));
      const answers = await Promise.all(files.map((pdf) => t.deps.invoicePdfs.keep(1, pdf)));
      const [kept] = await keptFiles();
      expect(files.map((pdf) => pdf.toString('hex'))).toContain(kept?.hex);
      for (const answer of answers) expect(Buffer.from(answer).toString('hex')).toBe(kept?.hex);
    });

    it('limits how many invoices one customer has drawn a minute; kept ones are free', async () => {
      const limits = { ...RATE_LIMITS, invoiceDrawsPerUser: { points: 2, seconds: 60 } };
      const limited = buildTestApp(t.db, { rateLimiter: sqlRateLimiter(t.db, limits) });
      const token = await limited.signIn(people.customer);
      const otherToken = await limited.signIn(people.other);
      const get = (orderId: string, as = token) =>
        limited.call('GET', `/order/${orderId}/invoice.pdf`, { token: as });
      const toolId = await steps.addTool();
      const orders: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        orders.push(await placeUnpaid(toolId));
        await payByCard(orders[i] ?? '');
      }
      const [first = '', second = '', third = ''] = orders;
      expect((await get(first)).status).toBe(200);
      expect((await get(second)).status).toBe(200);
      const refused = await get(third);
      expect(refused).toMatchObject({
        status: 429,
        body: { message: RATE_LIMITS.invoiceDrawsPerUser.message },
      });
      expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
      expect(await keptFiles()).toHaveLength(2);
      // Files already drawn are served whatever the count.
      expect((await get(first)).status).toBe(200);
      // Another customer's limit is their own.
      const theirs = await placeUnpaid(toolId, people.other);
      const paid = await steps.confirm(await steps.clientSecretFor(theirs, 'other'));
      expect(paid.status).toBe(200);
      expect((await get(theirs, otherToken)).status).toBe(200);
    });

    it("answers 404 for another customer's invoice and for an order without one", async () => {
      const toolId = await steps.addTool();
      const paid = await placeUnpaid(toolId);
      await payByCard(paid);
      const unpaid = await placeUnpaid(toolId);
      const other = await download(paid, 'other');
      expect(other.response.status).toBe(404);
      expect(isPdf(other.bytes)).toBe(false);
      const body = JSON.parse(new TextDecoder().decode(other.bytes)) as { message: string };
      expect(body.message).toMatch(/no invoice/);
      expect((await download(unpaid)).response.status).toBe(404);
      expect((await download('not-an-id')).response.status).toBe(404);
      expect((await download('6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f')).response.status).toBe(404);
      expect((await download(paid, 'anonymous')).response.status).toBe(401);
    });
  });
}
