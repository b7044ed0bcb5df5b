// Company orders over HTTP on PGlite and, with DATABASE_URL, on PostgreSQL: the company is
// written on an order as it is placed (the membership read in the insert), stays there when
// its buyer leaves, and the list answers each member what their role lets them see.
import { describe, expect, it } from 'vitest';
import { aTool, anOrderFor, people } from '../testing/test-app';
import { setupRouteTest } from '../testing/setup-route-test';
import { databaseKinds } from '../testing/test-database';

const application = {
  companyName: 'Acme Painting',
  taxId: '12-3456789',
  address: '1 Trade Way, Columbus, OH',
  expectedYearlyVolume: 50_000,
};

interface OrderPage {
  items: { _id: string; email: string; companyId?: string }[];
  total: number;
}

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`company orders on ${kind}`, () => {
    const t = setupRouteTest({}, kind);

    /** The customer's approved company, with the other person as its buyer. */
    async function acmeWithBuyer(): Promise<string> {
      const applied = await t.call('POST', '/company-applications', {
        token: t.tokens.customer,
        body: application,
      });
      const approved = await t.call(
        'POST',
        `/company-application/${(applied.body as { _id: string })._id}/approve`,
        { token: t.tokens.admin },
      );
      const companyId = (approved.body as { companyId: string }).companyId;
      const invited = await t.call('POST', `/company/${companyId}/invitations`, {
        token: t.tokens.customer,
        body: { email: people.other },
      });
      await t.call('POST', `/invitation/${(invited.body as { _id: string })._id}/accept`, {
        token: t.tokens.other,
      });
      return companyId;
    }

    async function order(token: string | undefined, toolId: string): Promise<string> {
      const placed = await t.call('POST', '/order', { token, body: anOrderFor(toolId, 1) });
      expect(placed.status).toBe(201);
      return (placed.body as { insertedId: string }).insertedId;
    }

    const list = async (companyId: string, token: string | undefined, query = '') =>
      t.call('GET', `/company/${companyId}/orders?page=1${query}`, { token });

    it('keeps a removed buyer’s orders with the company, and shows each role its own', async () => {
      const companyId = await acmeWithBuyer();
      const toolId = await t.deps.tools.add({ ...aTool, minQty: 1, availableQty: 100 });
      const own = await order(t.tokens.customer, toolId);
      const buyers = await order(t.tokens.other, toolId);

      const asBuyer = await list(companyId, t.tokens.other);
      expect(asBuyer).toMatchObject({ status: 200, body: { total: 1, items: [{ _id: buyers }] } });
      expect(await list(companyId, t.tokens.other, `&member=${people.customer}`)).toMatchObject({
        status: 403,
        body: { message: 'Only a company admin of this company can do this.' },
      });

      const removed = await t.call(
        'DELETE',
        `/company/${companyId}/members/${encodeURIComponent(people.other)}`,
        { token: t.tokens.customer },
      );
      expect(removed.status).toBe(200);
      const later = await order(t.tokens.other, toolId);

      const asAdmin = await list(companyId, t.tokens.customer);
      expect(asAdmin.status).toBe(200);
      const page = asAdmin.body as OrderPage;
      expect(page.items.map((o) => o._id)).toEqual([buyers, own]);
      expect(page.items.every((o) => o.companyId === companyId)).toBe(true);
      expect(page.items.map((o) => o._id)).not.toContain(later);
      expect(await list(companyId, t.tokens.customer, `&member=${people.other}`)).toMatchObject({
        body: { total: 1, items: [{ _id: buyers }] },
      });
      expect(await list(companyId, t.tokens.other)).toMatchObject({ status: 404 });
    });

    it('answers a bad filter with 400 and a sentence', async () => {
      const companyId = await acmeWithBuyer();
      expect(await list(companyId, t.tokens.customer, '&to=yesterday')).toMatchObject({
        status: 400,
        body: { message: 'To must be a date written as YYYY-MM-DD, such as 2026-11-23' },
      });
      expect(await list(companyId, t.tokens.customer, '&status=lost')).toMatchObject({
        status: 400,
        body: { message: expect.stringMatching(/^status must be one of/) },
      });
    });
  });
}
