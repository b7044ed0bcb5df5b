// Quotes through the API on PGlite and, with DATABASE_URL, PostgreSQL: asked for by anyone,
// priced by an admin, accepted by its sender into an unpaid order at the quoted prices;
// every bad input a sentence and no change. On PostgreSQL two accepts truly race.
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/domain/order';
import type { Quote } from '../../../src/domain/quote';
import type { Tool } from '../../../src/domain/tool';
import { EXPIRY_IN_PAST } from '../../../src/domain/quote-pricing';
import {
  UNIT_PRICE_NOT_ABOVE_ZERO,
  UNIT_PRICE_NOT_CENTS,
  UNIT_PRICE_NOT_DOLLARS,
} from '../../../src/domain/unit-price';
import { ORDER_TOO_LARGE } from '../../../src/domain/money';
import { QUOTE_ALREADY_ACCEPTED, QUOTE_EXPIRED } from '../../../src/domain/quote';
import { setupRouteTest } from '../testing/setup-route-test';
import { RATE_LIMITS } from '../http/rate-limits';
import { aTool, buildTestApp, people, publicUrl } from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';

const DELIVERY = { address: '1 Paint Street, Springfield', phone: '+1 555 0100' };

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`quotes on ${kind}`, () => {
    const t = setupRouteTest({}, kind);

    async function twoTools() {
      const roller = await t.deps.tools.add({ ...aTool, name: 'Roller', price: 15 });
      const brush = await t.deps.tools.add({ ...aTool, name: 'Brush', price: 9, minQty: 1 });
      return { roller, brush };
    }

    async function askAsCustomer(lines: { toolId: string; qty: number }[]) {
      const asked = await t.call('POST', '/quotes', {
        token: t.tokens.customer,
        body: {
          name: 'Casey Customer',
          // A signed-in sender's account e-mail is used, whatever the form says.
          email: 'someone-else@paintco.test',
          company: 'Casey & Co',
          message: 'For the spring job',
          lines,
        },
      });
      expect(asked.status).toBe(201);
      return asked.body as Quote;
    }

    const price = (id: string, body: unknown) =>
      t.call('PUT', `/quotes/${id}/price`, { token: t.tokens.admin, body });
    const accept = (id: string, token = t.tokens.customer) =>
      t.call('POST', `/quotes/${id}/accept`, { token, body: DELIVERY });

    it('goes from a request to a payable order at the quoted prices', async () => {
      const { roller, brush } = await twoTools();
      const quote = await askAsCustomer([
        { toolId: roller, qty: 10 },
        { toolId: brush, qty: 4 },
      ]);
      expect(quote).toMatchObject({ status: 'new', email: people.customer, company: 'Casey & Co' });

      const mine = await t.call('GET', '/quotes/mine', { token: t.tokens.customer });
      expect((mine.body as Quote[]).map((q) => q._id)).toEqual([quote._id]);
      const other = await t.call('GET', '/quotes/mine', { token: t.tokens.other });
      expect(other.body).toEqual([]);
      const listed = await t.call('GET', '/quotes?status=new', { token: t.tokens.admin });
      expect((listed.body as Quote[]).map((q) => q._id)).toEqual([quote._id]);

      const priced = await price(quote._id, { unitPrices: [12, 7], expiresAt: '2026-06-30' });
      expect(priced.status).toBe(200);
      expect(priced.body).toMatchObject({ status: 'quoted', total: 148 });

      const order = await accept(quote._id);
      expect(order.status).toBe(201);
      expect(order.body).toMatchObject({
        status: 'unpaid',
        email: people.customer,
        toolPrice: 148,
        ...DELIVERY,
      });
      expect((order.body as Order).lines.map((l) => [l.unitPrice, l.total])).toEqual([
        [12, 120],
        [7, 28],
      ]);
      expect((await t.deps.tools.findById(roller))?.availableQty).toBe(aTool.availableQty - 10);
      const after = await t.call('GET', '/quotes/mine', { token: t.tokens.customer });
      expect((after.body as Quote[])[0]).toMatchObject({
        status: 'accepted',
        orderId: (order.body as Order)._id,
      });
    });

    it('refuses a second accept, a price of 0 or too large, a past expiry: no change', async () => {
      const { roller } = await twoTools();
      const quote = await askAsCustomer([{ toolId: roller, qty: 10 }]);
      expect(await price(quote._id, { unitPrices: [0], expiresAt: '2026-06-30' })).toMatchObject({
        status: 400,
        body: { message: `Line 1 (Roller): ${UNIT_PRICE_NOT_ABOVE_ZERO}` },
      });
      expect(
        await price(quote._id, { unitPrices: [100_000], expiresAt: '2026-06-30' }),
      ).toMatchObject({ status: 400, body: { message: `Line 1 (Roller): ${ORDER_TOO_LARGE}` } });
      expect(await price(quote._id, { unitPrices: [5], expiresAt: '2026-06-01' })).toMatchObject({
        status: 400,
        body: { message: EXPIRY_IN_PAST },
      });
      expect(await price(quote._id, 'not json {')).toMatchObject({ status: 400 });
      expect((await t.deps.quotes.findById(quote._id))?.status).toBe('new');

      await price(quote._id, { unitPrices: [5], expiresAt: '2026-06-30' });
      expect((await accept(quote._id)).status).toBe(201);
      expect(await accept(quote._id)).toMatchObject({
        status: 409,
        body: { message: QUOTE_ALREADY_ACCEPTED },
      });
      expect((await t.deps.tools.findById(roller))?.availableQty).toBe(aTool.availableQty - 10);
    });

    it('takes a price in cents and keeps it to the cent, through to the order', async () => {
      const { roller, brush } = await twoTools();
      const quote = await askAsCustomer([
        { toolId: roller, qty: 3 },
        { toolId: brush, qty: 7 },
      ]);
      const listed = await t.call('GET', '/quotes?page=1', { token: t.tokens.admin });
      expect((listed.body as { items: Quote[] }).items[0]?.lines).toMatchObject([
        { listPrice: 15 },
        { listPrice: 9 },
      ]);
      // A JSON number or the text an admin typed, by the same rule.
      const priced = await price(quote._id, {
        unitPrices: [10.1, '0.70'],
        expiresAt: '2026-06-30',
      });
      expect(priced).toMatchObject({
        status: 200,
        body: {
          total: 35.2,
          lines: [
            { unitPrice: 10.1, total: 30.3 },
            { unitPrice: 0.7, total: 4.9 },
          ],
        },
      });
      const stored = await t.deps.quotes.findById(quote._id);
      expect(stored?.lines.map((line) => [line.unitPrice, line.total])).toEqual([
        [10.1, 30.3],
        [0.7, 4.9],
      ]);
      const order = await accept(quote._id);
      expect(order.body).toMatchObject({ toolPrice: 35.2 });
    });

    it.each([
      [[10.105, 1], `Line 1 (Roller): ${UNIT_PRICE_NOT_CENTS}`],
      [['1e1', 1], `Line 1 (Roller): ${UNIT_PRICE_NOT_DOLLARS}`],
      [[5, '0x10'], `Line 2 (Brush): ${UNIT_PRICE_NOT_DOLLARS}`],
      [[5, -0.5], `Line 2 (Brush): ${UNIT_PRICE_NOT_ABOVE_ZERO}`],
      [[5, 0.001], `Line 2 (Brush): ${UNIT_PRICE_NOT_CENTS}`],
      [[5, null], 'Line 2 (Brush): Unit price is Required'],
    ])('refuses the prices %j with a sentence, changing nothing', async (unitPrices, message) => {
      const { roller, brush } = await twoTools();
      const quote = await askAsCustomer([
        { toolId: roller, qty: 3 },
        { toolId: brush, qty: 7 },
      ]);
      expect(await price(quote._id, { unitPrices, expiresAt: '2026-06-30' })).toMatchObject({
        status: 400,
        body: { message },
      });
      const stored = await t.deps.quotes.findById(quote._id);
      expect(stored).toMatchObject({ status: 'new' });
      expect(stored?.lines.map((line) => line.unitPrice)).toEqual([undefined, undefined]);
    });

    it('cannot be accepted once expired, nor by anyone but its sender', async () => {
      const { roller } = await twoTools();
      const quote = await askAsCustomer([{ toolId: roller, qty: 10 }]);
      await price(quote._id, { unitPrices: [5], expiresAt: '2026-06-15T12:30:00Z' });
      expect(await accept(quote._id, t.tokens.other)).toMatchObject({ status: 404 });
      expect(await accept(quote._id, t.tokens.admin)).toMatchObject({ status: 404 });
      expect(await t.call('POST', `/quotes/${quote._id}/accept`, { body: DELIVERY })).toMatchObject(
        { status: 401 },
      );

      // Past the expiry, within the sign-in's hour.
      t.clock.advance(31 * 60);
      expect(await accept(quote._id)).toMatchObject({
        status: 409,
        body: { message: QUOTE_EXPIRED },
      });
      const mine = await t.call('GET', '/quotes/mine', { token: t.tokens.customer });
      expect((mine.body as Quote[])[0]?.status).toBe('expired');
    });

    it('is declined by its sender or an admin, and asked for by anyone', async () => {
      const anonymous = await t.call('POST', '/quotes', {
        body: { name: 'Jordan', email: 'Jordan@Crew.test', message: '300 rollers' },
      });
      expect(anonymous).toMatchObject({ status: 201, body: { email: 'jordan@crew.test' } });
      const id = (anonymous.body as Quote)._id;
      expect(
        await t.call('POST', `/quotes/${id}/decline`, { token: t.tokens.customer }),
      ).toMatchObject({ status: 404 });
      expect(
        await t.call('POST', `/quotes/${id}/decline`, { token: t.tokens.admin }),
      ).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
      expect(await t.call('GET', '/quotes', { token: t.tokens.customer })).toMatchObject({
        status: 403,
      });
      expect(await t.call('GET', '/quotes?status=lost', { token: t.tokens.admin })).toMatchObject({
        status: 400,
      });
      expect(
        await t.call('POST', '/quotes', { body: { name: 'J', email: 'j@', message: 'x' } }),
      ).toMatchObject({ status: 400, body: { message: 'Provide a valid Email' } });
      expect(
        await t.call('PUT', '/quotes/nope/price', { token: t.tokens.admin, body: {} }),
      ).toMatchObject({ status: 400 });
    });

    it('takes three anonymous requests a day for one e-mail, however spelt or sent', async () => {
      // Each from a network of its own: the per-sender limit does not come into it.
      const body = (email: string) => ({ name: 'Jordan', email, message: '300 rollers' });
      const askFrom = (n: number, email: string) =>
        buildTestApp(t.db, { clientAddress: () => `203.0.113.${n}` }).call('POST', '/quotes', {
          body: body(email),
        });
      const spellings = ['jordan@crew.test', 'JORDAN@crew.test', ' jordan@crew.test\n'];
      for (const [n, email] of spellings.entries()) {
        expect((await askFrom(n, email)).status).toBe(201);
      }
      const refused = await askFrom(3, 'Jordan@Crew.Test');
      expect(refused).toMatchObject({
        status: 429,
        body: { message: RATE_LIMITS.anonymousQuotesPerRecipient.message },
      });
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      const stored = await t.call('GET', '/quotes', { token: t.tokens.admin });
      expect(stored.body).toHaveLength(3);
      // Another address may still be asked about, and a signed-in sender is answered at
      // their own e-mail, so the form's does not count.
      expect((await askFrom(4, 'robin@crew.test')).status).toBe(201);
      const signedIn = await t.call('POST', '/quotes', {
        token: t.tokens.customer,
        body: body('jordan@crew.test'),
      });
      expect(signedIn).toMatchObject({ status: 201, body: { email: people.customer } });
    });

    it("answers the accepted order's image at the API's address, and clears the tool cache", async () => {
      // An app whose tool cache holds for a minute: only the accept can make it read again.
      const cached = buildTestApp(t.db, { toolCacheTtlMs: 60_000 });
      const customer = await cached.signIn(people.customer, { name: 'Casey' });
      const admin = await cached.signIn(people.admin);
      const { roller } = await twoTools();
      const stock = async () =>
        ((await cached.call('GET', `/tool/${roller}`)).body as Tool).availableQty;
      expect(await stock()).toBe(aTool.availableQty);
      // Signed in, the e-mail may be left out: the account's is used.
      const asked = await cached.call('POST', '/quotes', {
        token: customer,
        body: { message: 'Ten rollers', lines: [{ toolId: roller, qty: 10 }] },
      });
      expect(asked).toMatchObject({ status: 201, body: { email: people.customer } });
      const { _id: id } = asked.body as Quote;
      const pricing = { unitPrices: [5], expiresAt: '2026-06-30' };
      expect(
        (await cached.call('PUT', `/quotes/${id}/price`, { token: admin, body: pricing })).status,
      ).toBe(200);
      const refused = await cached.call('POST', `/quotes/${id}/accept`, {
        token: customer,
        body: {},
      });
      expect(refused.status).toBe(400);
      expect(await stock()).toBe(aTool.availableQty);

      const order = await cached.call('POST', `/quotes/${id}/accept`, {
        token: customer,
        body: DELIVERY,
      });
      expect(order).toMatchObject({ status: 201, body: { toolImg: `${publicUrl}${aTool.img}` } });
      const stored = await t.deps.orders.findById((order.body as Order)._id);
      expect(stored?.toolImg).toBe(aTool.img);
      expect(await stock()).toBe(aTool.availableQty - 10);
    });

    it('two accepts at once make exactly one order', async () => {
      const { roller } = await twoTools();
      const quote = await askAsCustomer([{ toolId: roller, qty: 10 }]);
      await price(quote._id, { unitPrices: [5], expiresAt: '2026-06-30' });
      const answers = await Promise.all([1, 2, 3, 4].map(() => accept(quote._id)));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
      const orders = await t.deps.orders.listByEmail(people.customer);
      expect(orders).toHaveLength(1);
      expect((await t.deps.tools.findById(roller))?.availableQty).toBe(aTool.availableQty - 10);
    });
  });
}
