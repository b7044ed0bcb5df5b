// The credit limit under load (issue 26, item 2), on PGlite and on PostgreSQL through two
// API processes (two pools), where the requests truly run at once: a company's buyers put
// their orders on account together, and the open balance never passes the limit; the
// others are told so and their orders stay unpaid, for the card. Store admins recording bank
// transfers over the same invoices at once never pay more than the invoices owe.
import { afterAll, describe, expect, it } from 'vitest';
import { overCreditLimitSentence } from '../../../src/domain/account-terms';
import { transferTooLargeSentence } from '../../../src/domain/account-statement';
import { openPgClient } from '../db/pg.client';
import { setupRouteTest } from '../testing/setup-route-test';
import { aTool, anOrderFor, buildTestApp, type CallResult } from '../testing/test-app';
import { databaseKinds, postgresTarget } from '../testing/test-database';

const url = process.env['DATABASE_URL'];
const BUYERS = ['bea@acme.test', 'bo@acme.test', 'cy@acme.test', 'di@acme.test'];

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`credit limit races on ${kind}`, () => {
    const t = setupRouteTest({}, kind);
    const closing: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const close of closing) await close();
    });

    /** Where the odd requests go: a second process with its own pool on PostgreSQL. */
    async function secondProcess() {
      if (kind === 'pglite' || !url) return t;
      const target = await postgresTarget(t.db);
      const db = openPgClient(target.url, { schema: target.schema });
      closing.push(() => db.close());
      return buildTestApp(db, { accessTokens: t.deps.accessTokens, clock: t.clock });
    }

    it('buyers putting orders on account at once never pass the credit limit', async () => {
      const other = await secondProcess();
      const tokens = new Map<string, string>();
      for (const email of BUYERS) tokens.set(email, await t.signIn(email));
      const [company] = await t.db.query<{ id: string }>(
        `INSERT INTO companies (name, tax_id, billing_address)
         VALUES ('Acme', '12-3456789', '1 Trade Way, Columbus') RETURNING id::text AS id`,
      );
      const companyId = company?.id ?? '';
      for (const email of BUYERS) {
        await t.db.query(
          `INSERT INTO company_members (user_email, company_id, role) VALUES ($1, $2, 'buyer')`,
          [email, companyId],
        );
      }
      // $100 an order: room for two and a half.
      await t.deps.accounts.setTerms(companyId, {
        netDays: 30,
        creditLimitCents: 25_000,
        poRequired: false,
      });
      const toolId = await t.deps.tools.add({ ...aTool, price: 100, minQty: 1, availableQty: 500 });
      const orders: { id: string; token: string }[] = [];
      for (const email of [...BUYERS, ...BUYERS]) {
        const token = tokens.get(email) ?? '';
        const placed = await t.call('POST', '/order', { token, body: anOrderFor(toolId, 1) });
        orders.push({ id: (placed.body as { insertedId: string }).insertedId, token });
      }
      const answers: CallResult[] = await Promise.all(
        orders.map((order, i) =>
          (i % 2 === 0 ? t : other).call('POST', `/order/${order.id}/pay-on-account`, {
            token: order.token,
            body: { poNumber: `PO-${i}` },
          }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
      for (const lost of answers.filter((answer) => answer.status !== 200)) {
        expect(lost).toMatchObject({
          status: 409,
          body: { code: 'over-credit-limit', message: overCreditLimitSentence(5_000) },
        });
      }
      const [owed] = await t.db.query<{ total: number; invoices: number }>(
        `SELECT coalesce(sum(total_cents), 0)::int AS total, count(*)::int AS invoices
         FROM account_invoices WHERE company_id = $1`,
        [companyId],
      );
      expect(owed).toEqual({ total: 20_000, invoices: 2 });
      const [unpaid] = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM orders WHERE company_id = $1 AND status = 'unpaid'`,
        [companyId],
      );
      expect(unpaid?.n).toBe(6);
    }, 60_000);

    it('admins recording transfers over the same invoices at once never pay more than owed', async () => {
      const other = await secondProcess();
      const buyer = await t.signIn('bea@acme.test');
      const [company] = await t.db.query<{ id: string }>(
        `INSERT INTO companies (name, tax_id, billing_address)
         VALUES ('Acme', '12-3456789', '1 Trade Way, Columbus') RETURNING id::text AS id`,
      );
      const companyId = company?.id ?? '';
      await t.db.query(
        `INSERT INTO company_members (user_email, company_id, role) VALUES ($1, $2, 'buyer')`,
        ['bea@acme.test', companyId],
      );
      await t.deps.accounts.setTerms(companyId, {
        netDays: 30,
        creditLimitCents: 100_000,
        poRequired: false,
      });
      const toolId = await t.deps.tools.add({ ...aTool, price: 100, minQty: 1, availableQty: 500 });
      const invoiceNumbers: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const placed = await t.call('POST', '/order', {
          token: buyer,
          body: anOrderFor(toolId, 1),
        });
        const orderId = (placed.body as { insertedId: string }).insertedId;
        const confirmed = await t.call('POST', `/order/${orderId}/pay-on-account`, {
          token: buyer,
          body: {},
        });
        invoiceNumbers.push((confirmed.body as { invoiceNumber: string }).invoiceNumber);
      }
      const second = await t.signIn('ann@paintco.test');
      await t.deps.users.promoteToAdmin('ann@paintco.test');
      const admins = [t.tokens.admin ?? '', second];
      // $300 owed in all; six transfers of $80 each over all three: room for three.
      const answers: CallResult[] = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          (i % 2 === 0 ? t : other).call('POST', `/company/${companyId}/transfers`, {
            token: admins[i % 2],
            body: { invoiceNumbers, amountCents: 8_000, reference: `BANK-${i}` },
          }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
      for (const lost of answers.filter((answer) => answer.status !== 201)) {
        expect(lost).toMatchObject({
          status: 409,
          body: { code: 'transfer-too-large', message: transferTooLargeSentence(6_000, 3) },
        });
      }
      const paid = await t.db.query<{ number: string; paid: number; total: number }>(
        `SELECT a.invoice_number AS number, a.total_cents::int AS total,
                coalesce(sum(p.amount_cents), 0)::int AS paid
         FROM account_invoices a LEFT JOIN invoice_payments p USING (invoice_number)
         WHERE a.company_id = $1 GROUP BY a.invoice_number, a.total_cents
         ORDER BY a.invoice_number`,
        [companyId],
      );
      expect(paid.map(({ paid: cents }) => cents)).toEqual([10_000, 10_000, 4_000]);
      for (const invoice of paid) expect(invoice.paid).toBeLessThanOrEqual(invoice.total);
      const [audited] = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log WHERE action = 'invoice-transfer-recorded'`,
      );
      expect(audited?.n).toBe(3);
    }, 60_000);
  });
}
