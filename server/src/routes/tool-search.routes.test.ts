// GET /tool with the catalogue's parameters: a page searched, filtered and sorted in the
// database; a 400 naming the parameter for a bad one; never a 500, whatever is sent.
import { describe, expect, it } from 'vitest';
import { aTool } from '../testing/test-app';
import { setupRouteTest } from '../testing/setup-route-test';
import { databaseKinds } from '../testing/test-database';

interface PageBody {
  items: { name: string; price: number }[];
  total: number;
}

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`the catalogue search on ${kind}`, () => {
    const t = setupRouteTest({ toolCacheTtlMs: 60_000 }, kind);

    async function addTools() {
      const tools = [
        { name: 'Foam Roller', price: 6, availableQty: 40 },
        { name: 'Angled Brush', price: 12, availableQty: 5 },
        { name: 'Airless Sprayer', price: 450, availableQty: 40 },
      ];
      for (const tool of tools) {
        await t.deps.tools.add({ ...aTool, ...tool, minQty: 10, description: 'For walls' });
      }
    }

    const names = async (query: string) => {
      const { status, body } = await t.call('GET', `/tool?${query}`);
      expect(status).toBe(200);
      return (body as PageBody).items.map((tool) => tool.name);
    };

    describe('GET /tool with search, filters and sort', () => {
      it('still answers the plain array without any of them', async () => {
        await addTools();
        const { status, body } = await t.call('GET', '/tool?utm_source=mail');
        expect(status).toBe(200);
        expect(Array.isArray(body)).toBe(true);
        expect(body).toHaveLength(3);
      });

      it('searches, filters and sorts', async () => {
        await addTools();
        expect(await names('q=ROLLER')).toEqual(['Foam Roller']);
        expect(await names('sort=price-desc')).toEqual([
          'Airless Sprayer',
          'Angled Brush',
          'Foam Roller',
        ]);
        expect(await names('sort=name-asc&inStock=1')).toEqual(['Airless Sprayer', 'Foam Roller']);
        expect(await names('minPrice=6&maxPrice=12&sort=price-asc')).toEqual([
          'Foam Roller',
          'Angled Brush',
        ]);
        const { body } = await t.call('GET', '/tool?q=walls&pageSize=2&page=2&sort=name-asc');
        expect(body).toMatchObject({
          total: 3,
          page: 2,
          pageSize: 2,
          items: [{ name: 'Foam Roller' }],
        });
      });

      it.each([
        ['sort=cheap', 'sort must be one of newest, price-asc, price-desc, name-asc, name-desc'],
        ['minPrice=ten', 'minPrice must be an amount in dollars from 0 to 999999, like 12.50'],
        ['maxPrice=-3', 'maxPrice must be an amount in dollars from 0 to 999999, like 12.50'],
        ['minPrice=9&maxPrice=3', 'minPrice cannot be more than maxPrice'],
        ['inStock=true', 'inStock must be 1 or left out'],
        ['pageSize=0', 'pageSize must be a whole number from 1 to 100'],
      ])('answers 400 to %s, naming the parameter', async (query, message) => {
        expect(await t.call('GET', `/tool?${query}`)).toMatchObject({
          status: 400,
          body: { message },
        });
      });

      it.each([
        'q=%00',
        'q=%ED%A0%80',
        'q=%',
        'q=%25%25%5F%5C',
        "q=' OR 1=1 --",
        'q=%F0%9F%96%8C%EF%B8%8F',
        'q=a&q=b',
        'sort[]=name-asc',
        'minPrice=99999999999999999999',
        'minPrice=0x10',
        'inStock=',
        'page=1000000&pageSize=100',
      ])('never answers 500, whatever is sent (%s)', async (query) => {
        await addTools();
        const { status } = await t.call('GET', `/tool?${query}`);
        expect([200, 400]).toContain(status);
      });
    });
  });
}
