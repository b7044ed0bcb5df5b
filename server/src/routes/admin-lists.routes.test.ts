// The admin lists page through long lists: GET /users, GET /tool and GET /orders with
// `?page=&pageSize=&q=` (and `status=` on orders) answer a page; without them, the spec's
// plain array as before. On PGlite, and on PostgreSQL when DATABASE_URL is set.
import { describe, expect, it } from 'vitest';
import { aTool, NO_UNPAID_LIMITS, people } from '../testing/test-app';
import { setupRouteTest } from '../testing/setup-route-test';
import { databaseKinds } from '../testing/test-database';

interface PageBody<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`admin lists on ${kind}`, () => {
    const t = setupRouteTest({}, kind);
    const admin = () => ({ token: t.tokens.admin });

    async function get<T>(path: string) {
      const { status, body } = await t.call('GET', path, admin());
      return { status, body: body as T };
    }

    /** Orders placed behind the API (no rate limit), some paid and one shipped. */
    async function placeOrders() {
      const roller = await t.deps.tools.add({ ...aTool, name: 'Foam Roller', availableQty: 500 });
      const brush = await t.deps.tools.add({ ...aTool, name: 'Angled Brush', availableQty: 500 });
      const place = async (toolId: string, name: string, email: string) => {
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
            name,
            email,
            address: '1 Paint Street',
            phone: '555',
            expiresAt: new Date(t.clock.now().getTime() + 3_600_000),
          },
          { ...NO_UNPAID_LIMITS, now: t.clock.now() },
        );
        if (!placed.placed) throw new Error('order refused');
        return placed.order._id;
      };
      const unpaid = await place(roller, 'Casey Customer', 'casey@paintco.test');
      const paid = await place(brush, 'Pat Painter', 'pat@paintco.test');
      const shipped = await place(roller, 'Pat Painter', 'pat@paintco.test');
      await t.deps.orders.markPaid(paid, 'pi_paid', 'system');
      await t.deps.orders.markPaid(shipped, 'pi_shipped', 'system');
      await t.deps.orders.markShipped(shipped, 'system');
      return { unpaid, paid, shipped };
    }

    describe('without a page parameter', () => {
      it('keeps the plain arrays of the spec', async () => {
        await t.deps.tools.add(aTool);
        await placeOrders();
        for (const path of ['/users', '/tool', '/orders']) {
          const { status, body } = await get<unknown>(path);
          expect(status).toBe(200);
          expect(Array.isArray(body)).toBe(true);
        }
        expect((await get<unknown[]>('/users')).body).toHaveLength(3);
        expect((await get<unknown[]>('/orders')).body).toHaveLength(3);
      });
    });

    describe('GET /users with a page', () => {
      it('pages through the users newest first, with the total', async () => {
        for (let i = 0; i < 4; i++) await t.signIn(`painter-${i}@paintco.test`, { name: `P ${i}` });
        const first = await get<PageBody<{ email: string }>>('/users?page=1&pageSize=3');
        const second = await get<PageBody<{ email: string }>>('/users?page=2&pageSize=3');
        const third = await get<PageBody<{ email: string }>>('/users?page=3&pageSize=3');
        expect(first.body).toMatchObject({ total: 7, page: 1, pageSize: 3 });
        expect(first.body.items).toHaveLength(3);
        expect(second.body.items).toHaveLength(3);
        expect(third.body.items).toHaveLength(1);
        const emails = [...first.body.items, ...second.body.items, ...third.body.items].map(
          (user) => user.email,
        );
        expect(new Set(emails).size).toBe(7);
        const oldestFirst = (await get<{ email: string }[]>('/users')).body.map((u) => u.email);
        expect(emails).toEqual(oldestFirst.reverse());
      });

      it('answers an empty page past the end, still with the total', async () => {
        expect((await get<PageBody<unknown>>('/users?page=9')).body).toEqual({
          items: [],
          total: 3,
          page: 9,
          pageSize: 20,
        });
      });

      it('searches by e-mail or name, whatever the case', async () => {
        await t.signIn('zed@paintco.test', { name: 'Morgan Brushwood' });
        const byName = await get<PageBody<{ email: string }>>('/users?q=BRUSHWOOD');
        expect(byName.body.items.map((u) => u.email)).toEqual(['zed@paintco.test']);
        const byEmail = await get<PageBody<{ email: string }>>('/users?q=Other@');
        expect(byEmail.body.items.map((u) => u.email)).toEqual([people.other]);
        expect(byEmail.body.total).toBe(1);
      });

      it('takes % and _ in the search literally', async () => {
        await t.signIn('under_score@paintco.test', { name: '100% Painter' });
        const percent = await get<PageBody<{ email: string }>>('/users?q=100%25');
        expect(percent.body.items.map((u) => u.email)).toEqual(['under_score@paintco.test']);
        const underscore = await get<PageBody<{ email: string }>>('/users?q=r_s');
        expect(underscore.body.items.map((u) => u.email)).toEqual(['under_score@paintco.test']);
        expect((await get<PageBody<unknown>>('/users?q=%25%25%25x')).body.total).toBe(0);
        expect((await get<PageBody<unknown>>("/users?q='%3B--")).body.total).toBe(0);
      });

      it('is for admins only, with a page or without', async () => {
        const asCustomer = await t.call('GET', '/users?page=1', { token: t.tokens.customer });
        expect(asCustomer.status).toBe(403);
        expect((await t.call('GET', '/users?page=1')).status).toBe(401);
      });
    });

    describe('GET /tool with a page', () => {
      it('pages and searches the tools, with absolute image URLs', async () => {
        for (const name of ['Foam Roller', 'Mini Roller', 'Angled Brush']) {
          await t.deps.tools.add({ ...aTool, name, description: 'For walls and ceilings' });
        }
        const { status, body } = await get<PageBody<{ name: string; img: string }>>(
          '/tool?q=roller&page=1&pageSize=1',
        );
        expect(status).toBe(200);
        expect(body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
        expect(body.items[0]?.name).toMatch(/Roller/);
        expect(body.items[0]?.img).toMatch(/^https?:\/\/.+\/images\/paint-roller\.svg$/);
        const all = await t.call('GET', '/tool?page=1');
        expect((all.body as PageBody<unknown>).total).toBe(3);
      });
    });

    describe('GET /orders with a page', () => {
      it('searches by tool, customer e-mail or name', async () => {
        const { unpaid, paid, shipped } = await placeOrders();
        const ids = async (query: string) =>
          (await get<PageBody<{ _id: string }>>(`/orders?${query}`)).body.items
            .map((o) => o._id)
            .sort();
        expect(await ids('q=foam')).toEqual([unpaid, shipped].sort());
        expect(await ids('q=PAT@paintco')).toEqual([paid, shipped].sort());
        expect(await ids('q=casey customer')).toEqual([unpaid]);
      });

      it('filters by status, with the search and the paging', async () => {
        const { paid, shipped } = await placeOrders();
        const paidPage =
          await get<PageBody<{ _id: string; status: string }>>('/orders?status=paid');
        expect(paidPage.body.items.map((o) => o._id)).toEqual([paid]);
        expect(paidPage.body.total).toBe(1);
        const shippedRollers = await get<PageBody<{ _id: string }>>(
          '/orders?status=shipped&q=roller&page=1&pageSize=5',
        );
        expect(shippedRollers.body).toMatchObject({ total: 1, page: 1, pageSize: 5 });
        expect(shippedRollers.body.items.map((o) => o._id)).toEqual([shipped]);
        const twoPerPage = await get<PageBody<unknown>>('/orders?page=2&pageSize=2');
        expect(twoPerPage.body).toMatchObject({ total: 3, page: 2 });
        expect(twoPerPage.body.items).toHaveLength(1);
      });
    });

    describe('bad parameters', () => {
      it.each([
        ['/users?page=0', 'page must be a whole number from 1 to 1000000'],
        ['/users?page=abc', 'page must be a whole number from 1 to 1000000'],
        ['/users?page=', 'page must be a whole number from 1 to 1000000'],
        ['/tool?page=1&pageSize=101', 'pageSize must be a whole number from 1 to 100'],
        ['/tool?pageSize=-5', 'pageSize must be a whole number from 1 to 100'],
        ['/orders?page=1.5', 'page must be a whole number from 1 to 1000000'],
        ['/orders?status=lost', 'status must be one of unpaid, paid, partly-shipped, shipped'],
        [`/orders?q=${'x'.repeat(101)}`, 'q must be 100 characters or fewer'],
      ])('answers %s with a 400 that says why', async (path, message) => {
        // A use case's refusal also carries its code ('invalid'): the sentence is the same.
        expect(await get(path)).toMatchObject({ status: 400, body: { message } });
      });
    });
  });
}
