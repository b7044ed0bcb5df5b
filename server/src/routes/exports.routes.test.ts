// GET /export/orders.csv, /export/invoices.csv, /export/credit-notes.csv and
// /export/tools.csv (admins, finance staff): a file a spreadsheet opens as
// it should (RFC 4180, UTF-8), where nothing a customer typed can run as a formula, and only
// the days asked for. On PGlite, and on PostgreSQL when DATABASE_URL is set.
import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ExportSources } from '../../../src/application/ports/export-sources.port';
import { ORDER_EXPORT_HEADER } from '../../../src/application/exports/order-export-rows';
import { TOOL_EXPORT_HEADER } from '../../../src/application/exports/tool-export-rows';
import {
  CREDIT_NOTE_EXPORT_HEADER,
  INVOICE_EXPORT_HEADER,
} from '../../../src/application/exports/invoice-export-rows';
import { accountSteps } from '../testing/account-steps';
import { aTool, anOrderFor } from '../testing/test-app';
import { setupRouteTest } from '../testing/setup-route-test';
import { databaseKinds } from '../testing/test-database';

const BOM = '\uFEFF';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`CSV exports on ${kind}`, () => {
    const t = setupRouteTest({}, kind);

    async function download(path: string, token = t.tokens.admin) {
      const response = await t.app.request(path, {
        headers: { Authorization: `Bearer ${token ?? ''}` },
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      // Kept as sent: response.text() would drop the byte order mark.
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
      return { response, text, records: parse(text, { bom: true }) as string[][] };
    }

    async function placeOrder(name: string, address: string, toolId: string) {
      const placed = await t.call('POST', '/order', {
        token: t.tokens.customer,
        body: { ...anOrderFor(toolId), name, address },
      });
      expect(placed.status).toBe(201);
      return (placed.body as { insertedId: string }).insertedId;
    }

    it('limits how often one admin downloads: the eleventh in a minute answers 429', async () => {
      const statuses = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push((await download('/export/tools.csv')).response.status);
        statuses.push((await download('/export/orders.csv')).response.status);
      }
      expect(statuses).toEqual(Array(10).fill(200));
      const limited = await t.call('GET', '/export/tools.csv', { token: t.tokens.admin });
      expect(limited).toMatchObject({
        status: 429,
        body: {
          message:
            'You have downloaded many exports in a short time. Please wait a minute and try again.',
        },
      });
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    });

    it('is for admins only', async () => {
      expect((await t.call('GET', '/export/orders.csv')).status).toBe(401);
      const customer = await t.call('GET', '/export/orders.csv', { token: t.tokens.customer });
      expect(customer.status).toBe(403);
      const tools = await t.call('GET', '/export/tools.csv', { token: t.tokens.customer });
      expect(tools.status).toBe(403);
    });

    it('writes one record per order line, quoted by RFC 4180, formulas neutralised', async () => {
      const roller = await t.deps.tools.add({ ...aTool, name: 'Rouleau à peindre' });
      const id = await placeOrder(
        '=HYPERLINK("http://evil.test","Click")',
        '1 "Paint" Street, Springfield',
        roller,
      );

      const { response, text, records } = await download('/export/orders.csv');

      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('Content-Disposition')).toBe(
        'attachment; filename="orders-start-to-today.csv"',
      );
      expect(text.startsWith(BOM)).toBe(true);
      expect(text).toContain('\r\n');
      expect(records[0]).toEqual([...ORDER_EXPORT_HEADER]);
      expect(records).toHaveLength(2);
      const row = Object.fromEntries(ORDER_EXPORT_HEADER.map((name, i) => [name, records[1]?.[i]]));
      expect(row).toMatchObject({
        'Order ID': id,
        Status: 'Awaiting payment',
        Customer: `'=HYPERLINK("http://evil.test","Click")`,
        Address: '1 "Paint" Street, Springfield',
        'Part number': (await t.deps.tools.findById(roller))?.partNumber,
        Tool: 'Rouleau à peindre',
        Quantity: '2',
        'Unit price (USD)': String(aTool.price),
        'Line total (USD)': String(aTool.price * 2),
        'Order total (USD)': String(aTool.price * 2),
      });
      // The raw text: the quote doubled inside a quoted field, the formula behind a '.
      expect(text).toContain('"1 ""Paint"" Street, Springfield"');
      expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    });

    it('keeps to the days asked for, both included', async () => {
      const roller = await t.deps.tools.add({ ...aTool, availableQty: 100 });
      const placedOn = async (day: string, name: string) => {
        const id = await placeOrder(name, '1 Paint Street', roller);
        await t.db.query('UPDATE orders SET created_at = $1 WHERE id = $2', [
          `${day}T12:00:00Z`,
          id,
        ]);
      };
      await placedOn('2026-10-31', 'October Buyer');
      await placedOn('2026-11-01', 'First Buyer');
      await placedOn('2026-11-03', 'Third Buyer');

      const { response, records } = await download(
        '/export/orders.csv?from=2026-11-01&to=2026-11-02',
      );

      expect(response.headers.get('Content-Disposition')).toBe(
        'attachment; filename="orders-2026-11-01-to-2026-11-02.csv"',
      );
      const customers = records.slice(1).map((record) => record[4]);
      expect(customers).toEqual(['First Buyer']);
      const since = await download('/export/orders.csv?from=2026-11-01');
      expect(since.records.slice(1).map((record) => record[4])).toEqual([
        'First Buyer',
        'Third Buyer',
      ]);
    });

    it.each([
      ['from=2026-13-01', 'From must be a date written as YYYY-MM-DD, such as 2026-11-23'],
      ['to=yesterday', 'To must be a date written as YYYY-MM-DD, such as 2026-11-23'],
      ['from=2026-11-05&to=2026-11-01', 'From must be on or before To'],
      ['to=9999-12-31', 'To must be a day from 2000-01-01 to 2999-12-31'],
      ['from=0000-01-01', 'From must be a day from 2000-01-01 to 2999-12-31'],
    ])('refuses ?%s with a sentence', async (query, message) => {
      const answer = await t.call('GET', `/export/orders.csv?${query}`, { token: t.tokens.admin });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message });
    });

    it('lists every tool of the catalogue', async () => {
      await t.deps.tools.add({ ...aTool, name: '@SUM(A1:A9)' });
      await t.deps.tools.add({ ...aTool, name: 'Angled Brush', description: 'Line one\nline two' });

      const { records } = await download('/export/tools.csv');

      expect(records[0]).toEqual([...TOOL_EXPORT_HEADER]);
      const names = records.slice(1).map((record) => record[1]);
      expect(names.sort()).toEqual(["'@SUM(A1:A9)", 'Angled Brush']);
      expect(records.slice(1).map((record) => record[2])).toContain('Line one\nline two');
    });

    it("gives each tool's part number in the last column", async () => {
      await t.deps.tools.add({ ...aTool, name: 'Angled Brush', partNumber: 'AB-2-BRUSH' });

      const { records } = await download('/export/tools.csv');

      expect(records[0]?.at(-1)).toBe('Part number');
      expect(records.slice(1).map((record) => [record[1], record.at(-1)])).toEqual([
        ['Angled Brush', 'AB-2-BRUSH'],
      ]);
    });

    it('lists invoices with who was billed, what was paid and where each stands', async () => {
      // Paid by card before the customer joins a company: billed to the name on the order.
      const roller = await t.deps.tools.add({ ...aTool, availableQty: 100 });
      const byCard = await placeOrder('=cmd|" /C calc"!A0', '1 Paint Street', roller);
      await t.deps.orders.markPaid(byCard, 'pi_card', 'system');
      const account = accountSteps(t);
      const { companyId } = await account.company();
      const late = await account.orderOnAccount();
      await account.days(16);
      const current = await account.orderOnAccount();
      await t.deps.accounts.recordTransfer({
        companyId,
        invoiceNumbers: [late.invoiceNumber],
        amountCents: 2_550,
        reference: 'BANK-1',
        actor: 'admin@paintco.test',
      });

      const { response, records } = await download(
        '/export/invoices.csv',
        await t.signIn('admin@paintco.test'),
      );

      expect(response.headers.get('Content-Disposition')).toBe(
        'attachment; filename="invoices-start-to-today.csv"',
      );
      expect(records[0]).toEqual([...INVOICE_EXPORT_HEADER]);
      const rows = records.slice(1);
      expect(rows).toHaveLength(3);
      const [third, first, second] = rows;
      expect(first).toEqual([
        late.invoiceNumber,
        expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        'Acme Builders',
        expect.stringMatching(/^\d+$/),
        '100',
        '25.5',
        'overdue',
        expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      ]);
      expect(second).toMatchObject({ 0: current.invoiceNumber, 5: '0', 6: 'open' });
      // Paid by card when issued; the buyer's name it carries cannot run as a formula.
      expect(third).toMatchObject({ 2: `'=cmd|" /C calc"!A0`, 6: 'paid', 7: '' });
      expect(third?.[4]).toBe(third?.[5]);
    });

    it('lists credit notes with their invoice, order, amount and reason', async () => {
      // On account: the credit note is issued without a card gateway to ask.
      const account = accountSteps(t);
      await account.company();
      const { orderId } = await account.orderOnAccount();
      const refunded = await t.call('POST', `/order/${orderId}/refunds`, {
        token: t.tokens.admin,
        body: {
          key: crypto.randomUUID(),
          reason: '+SUM(1,1) dented',
          restock: false,
          amountCents: 1_250,
        },
      });
      expect(refunded.status).toBe(201);

      const { records, text } = await download('/export/credit-notes.csv');

      expect(records[0]).toEqual([...CREDIT_NOTE_EXPORT_HEADER]);
      expect(records).toHaveLength(2);
      expect(records[1]).toEqual([
        expect.stringMatching(/^CN-\d{4}-\d{6}$/),
        expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        expect.stringMatching(/^INV-\d{4}-\d{6}$/),
        expect.stringMatching(/^\d+$/),
        '12.5',
        "'+SUM(1,1) dented",
      ]);
      expect(text).toContain("'+SUM(1,1) dented");
    });

    it('refuses the invoices and credit notes to a customer, and bad days with a sentence', async () => {
      for (const path of ['/export/invoices.csv', '/export/credit-notes.csv']) {
        expect((await t.call('GET', path)).status).toBe(401);
        expect((await t.call('GET', path, { token: t.tokens.customer })).status).toBe(403);
        const bad = await t.call('GET', `${path}?from=2026-11-05&to=2026-11-01`, {
          token: t.tokens.admin,
        });
        expect(bad).toMatchObject({
          status: 400,
          body: { message: 'From must be on or before To' },
        });
      }
    });

    it('reads in batches that neither skip nor repeat an order', async () => {
      const roller = await t.deps.tools.add({ ...aTool, availableQty: 100 });
      for (const n of [1, 2, 3, 4, 5]) await placeOrder(`Buyer ${n}`, '1 Paint Street', roller);

      const batches = [];
      for await (const batch of t.deps.exports.ordersPlacedIn({}, 2)) batches.push(batch);

      expect(batches.map((batch) => batch.length)).toEqual([2, 2, 1]);
      expect(batches.flat().map((order) => order.name)).toEqual([
        'Buyer 1',
        'Buyer 2',
        'Buyer 3',
        'Buyer 4',
        'Buyer 5',
      ]);
    });
  });
}

describe('a CSV export whose reading fails', () => {
  const lines: string[] = [];
  /** The batch whose reading fails (0: the first), as when the database goes away. */
  let failAt = 0;
  async function* batchesFailingAt<T>(): AsyncGenerator<readonly T[]> {
    for (let batch = 0; ; batch += 1) {
      if (batch === failAt) throw new Error('relation "orders" is on fire');
      yield [];
    }
  }
  const failing: ExportSources = {
    ordersPlacedIn: batchesFailingAt,
    invoicesIssuedIn: batchesFailingAt,
    creditNotesIssuedIn: batchesFailingAt,
    tools: batchesFailingAt,
  };
  const t = setupRouteTest({ exports: failing, log: (line) => lines.push(line) });
  beforeEach(() => {
    lines.length = 0;
  });

  it('answers a proper error before any of the file is sent', async () => {
    failAt = 0;
    const answer = await t.call('GET', '/export/orders.csv', { token: t.tokens.admin });

    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(JSON.stringify(answer.body)).not.toContain('on fire');
    expect(lines).toContainEqual(expect.stringMatching(/^GET \/export\/orders\.csv 500 /));
  });

  it('breaks the download when a later batch fails, and logs it', async () => {
    failAt = 2;
    const response = await t.app.request('/export/orders.csv', {
      headers: { Authorization: `Bearer ${t.tokens.admin}` },
    });

    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    expect(lines).toContainEqual(
      expect.stringMatching(/^GET \/export\/orders\.csv: the file broke off: .*on fire/),
    );
  });
});
