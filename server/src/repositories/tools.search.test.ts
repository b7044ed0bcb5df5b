// The catalogue search in SQL, on PGlite and (with DATABASE_URL) PostgreSQL: the same rows
// in the same order as the domain's toolMatches and sortTools, which the in-memory API uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewTool } from './tools.repository.port';
import { TOOL_SORTS, type ToolPageQuery } from '../../../src/domain/tool-search';
import { sortTools, toolMatches } from '../../../src/domain/tool-search-rules';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../testing/test-database';
import { ToolsSql } from './tools.sql';

const tool = (name: string, price: number, more: Partial<NewTool> = {}): NewTool => ({
  name,
  img: '/images/x.svg',
  description: `A ${name.toLowerCase()} for trade painters`,
  minQty: 10,
  availableQty: 500,
  price,
  ...more,
});

// Added in this order, so newest first is the reverse.
const catalogue: NewTool[] = [
  tool('Angled Sash Brush', 12),
  tool('roller frame', 8, { description: 'Steel frame for 9" sleeves' }),
  tool('Microfibre Roller Sleeve', 8, { availableQty: 9 }),
  tool('Paint Tray', 5, { description: 'Holds 50% more paint' }),
  tool('Extension Pole', 30, { availableQty: 0 }),
  tool('Airless Sprayer', 499, { description: 'For big_jobs, with a ROLLER-ready tip' }),
  tool('Zinc Scraper', 12),
  tool('Édger Pad', 7),
];

const all: ToolPageQuery = { page: 1, pageSize: 100, q: '' };

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`the tool search on ${kind}`, () => {
    let testDb: TestDatabase;
    let tools: ToolsSql;
    const newestFirst: { _id: string; name: string }[] = [];

    beforeAll(async () => {
      testDb = await openTestDatabase(kind);
      await testDb.reset();
      tools = new ToolsSql(testDb.db);
      for (const input of catalogue) {
        newestFirst.unshift({ _id: await tools.add(input), ...input });
      }
    }, 30_000);
    afterAll(() => testDb.close());

    const names = async (query: Partial<ToolPageQuery>) =>
      (await tools.findPage({ ...all, ...query })).items.map((found) => found.name);

    /** What the domain (and so the in-memory API) finds, in its order. */
    const expected = async (query: Partial<ToolPageQuery>) => {
      const rows = await tools.list();
      const byNewest = [...rows].reverse();
      return sortTools(
        byNewest.filter((row) => toolMatches(row, { ...all, ...query })),
        query.sort,
      ).map((row) => row.name);
    };

    it('searches the name and the description, whatever the case', async () => {
      expect(await names({ q: 'ROLLER' })).toEqual([
        'Airless Sprayer',
        'Microfibre Roller Sleeve',
        'roller frame',
      ]);
      expect(await names({ q: 'sleeves' })).toEqual(['roller frame']);
      expect(await names({ q: 'nothing like it' })).toEqual([]);
    });

    it('takes %, _ and \\ literally', async () => {
      expect(await names({ q: '50%' })).toEqual(['Paint Tray']);
      expect(await names({ q: '5%' })).toEqual([]);
      expect(await names({ q: 'big_jobs' })).toEqual(['Airless Sprayer']);
      expect(await names({ q: 'big_j_bs' })).toEqual([]);
      expect(await names({ q: '\\' })).toEqual([]);
    });

    it('keeps both price bounds', async () => {
      expect(await names({ minPrice: 12, maxPrice: 12 })).toEqual([
        'Zinc Scraper',
        'Angled Sash Brush',
      ]);
      expect(await names({ minPrice: 13, maxPrice: 30 })).toEqual(['Extension Pole']);
      expect(await names({ minPrice: 499 })).toEqual(['Airless Sprayer']);
      expect(await names({ maxPrice: 4 })).toEqual([]);
    });

    it('finds only the tools whose minimum order can be met, when asked', async () => {
      const inStock = await names({ inStock: true });
      expect(inStock).not.toContain('Extension Pole');
      expect(inStock).not.toContain('Microfibre Roller Sleeve');
      expect(inStock).toHaveLength(catalogue.length - 2);
    });

    it.each(TOOL_SORTS)('sorts %s as the domain does, ties newest first', async (sort) => {
      expect(await names({ sort })).toEqual(await expected({ sort }));
    });

    it('sorts by price and by name', async () => {
      expect((await names({ sort: 'price-asc' })).slice(0, 3)).toEqual([
        'Paint Tray',
        'Édger Pad',
        'Microfibre Roller Sleeve',
      ]);
      expect(await names({ sort: 'name-asc', q: 'r' })).toEqual([
        'Airless Sprayer',
        'Angled Sash Brush',
        'Extension Pole',
        'Microfibre Roller Sleeve',
        'Paint Tray',
        'roller frame',
        'Zinc Scraper',
        'Édger Pad',
      ]);
    });

    it('pages through the matches with their total, every row once', async () => {
      const query = { q: 'a', sort: 'price-desc' as const, pageSize: 3 };
      const pages = await Promise.all(
        [1, 2, 3].map((page) => tools.findPage({ ...all, ...query, page })),
      );
      expect(pages.map((page) => page.total)).toEqual([8, 8, 8]);
      expect(pages.flatMap((page) => page.items.map((found) => found.name))).toEqual(
        await expected(query),
      );
      expect(await tools.findPage({ ...all, ...query, page: 9 })).toMatchObject({
        items: [],
        total: 8,
      });
    });

    it('combines the search, the filters and the order', async () => {
      const query = { q: 'roller', minPrice: 8, inStock: true, sort: 'price-desc' as const };
      expect(await names(query)).toEqual(['Airless Sprayer', 'roller frame']);
      expect(await names(query)).toEqual(await expected(query));
    });
  });
}
