import { describe, expect, it } from 'vitest';
import type { Tool } from './tool';
import { MAX_ORDER_TOTAL } from './money';
import { listQueryParams } from './page';
import {
  catalogueSearchOf,
  DEFAULT_TOOL_SORT,
  MAX_PRICE_BOUND,
  TOOL_SORTS,
  type CatalogueSearch,
} from './tool-search';
import {
  checkPriceRange,
  isFiltered,
  isInStock,
  PRICE_RANGE_MESSAGES,
  sortTools,
  toolMatches,
  toolPageQueryOf,
} from './tool-search-rules';

const tool = (name: string, price: number, more: Partial<Tool> = {}): Tool => ({
  _id: name,
  name,
  img: '/images/x.svg',
  description: `${name} for walls`,
  minQty: 10,
  availableQty: 100,
  price,
  ...more,
});

const query = { page: 1, pageSize: 20, q: '' };

describe('which tools a search finds', () => {
  it('finds the text in the name or the description, whatever the case', () => {
    const roller = tool('Roller', 5, { description: 'Microfibre SLEEVE' });
    expect(toolMatches(roller, { ...query, q: 'rOLL' })).toBe(true);
    expect(toolMatches(roller, { ...query, q: 'sleeve' })).toBe(true);
    expect(toolMatches(roller, { ...query, q: 'brush' })).toBe(false);
  });

  it('keeps both price bounds', () => {
    const at = (price: number) =>
      toolMatches(tool('T', price), { ...query, minPrice: 10, maxPrice: 20 });
    expect([9, 10, 20, 21].map(at)).toEqual([false, true, true, false]);
  });

  it('counts a tool in stock when its minimum order can be met', () => {
    expect(isInStock({ minQty: 10, availableQty: 10 })).toBe(true);
    expect(isInStock({ minQty: 10, availableQty: 9 })).toBe(false);
    expect(toolMatches(tool('T', 1, { availableQty: 0 }), { ...query, inStock: true })).toBe(false);
    expect(toolMatches(tool('T', 1, { availableQty: 0 }), query)).toBe(true);
  });
});

describe('the order of the tools', () => {
  const newestFirst = [tool('b', 2), tool('A', 3), tool('c', 2), tool('Ä', 1)];
  const names = (sort: Parameters<typeof sortTools>[1]) =>
    sortTools(newestFirst, sort).map((t) => t.name);

  it('keeps the newest first by default, and in ties', () => {
    expect(names(undefined)).toEqual(['b', 'A', 'c', 'Ä']);
    expect(names('price-asc')).toEqual(['Ä', 'b', 'c', 'A']);
    expect(names('price-desc')).toEqual(['A', 'b', 'c', 'Ä']);
  });

  it('sorts names with A–Z folded, then by code point', () => {
    expect(names('name-asc')).toEqual(['A', 'b', 'c', 'Ä']);
    expect(names('name-desc')).toEqual(['Ä', 'c', 'b', 'A']);
  });
});

describe('the catalogue address', () => {
  it('keeps what it can use and leaves the rest out', () => {
    expect(
      catalogueSearchOf({
        q: ' roller ',
        sort: 'price-asc',
        minPrice: 5,
        maxPrice: 50,
        inStock: 1,
        page: 2,
      }),
    ).toEqual({ q: 'roller', sort: 'price-asc', minPrice: 5, maxPrice: 50, inStock: 1, page: 2 });
    expect(
      catalogueSearchOf({
        q: 123,
        sort: 'newest',
        minPrice: 'ten',
        maxPrice: -1,
        inStock: 'no',
        page: 1,
      }),
    ).toEqual({ q: '123', sort: 'newest' });
    expect(catalogueSearchOf({ minPrice: 30, maxPrice: 20 })).toEqual({ minPrice: 30 });
    // The router reads the address's numbers as numbers: a price typed as text is no price.
    expect(catalogueSearchOf({ minPrice: '5', inStock: true })).toEqual({});
  });

  it('asks the API for a page of 12, the defaults left out of the query string', () => {
    const asked = toolPageQueryOf({ q: '50%', inStock: 1, minPrice: 0 });
    expect(asked).toMatchObject({ page: 1, pageSize: 12, q: '50%', inStock: true, minPrice: 0 });
    expect(listQueryParams(asked)).toEqual({
      page: '1',
      pageSize: '12',
      q: '50%',
      minPrice: '0',
      inStock: '1',
    });
    expect(listQueryParams({ ...query, sort: 'price-asc' })).toEqual({
      page: '1',
      sort: 'price-asc',
    });
  });
});

describe('the price fields', () => {
  it('take no bound above the largest order total', () => {
    expect(MAX_PRICE_BOUND).toBe(MAX_ORDER_TOTAL);
  });

  it('takes empty fields, whole dollars and cents', () => {
    expect(checkPriceRange('', ' ')).toEqual({ ok: true });
    expect(checkPriceRange('5', '5')).toEqual({ ok: true, minPrice: 5, maxPrice: 5 });
    expect(checkPriceRange('12.50', '99.9')).toEqual({ ok: true, minPrice: 12.5, maxPrice: 99.9 });
  });

  it.each([
    ['ten', '', { minPrice: PRICE_RANGE_MESSAGES.minPrice }],
    ['', '2.505', { maxPrice: PRICE_RANGE_MESSAGES.maxPrice }],
    ['12,50', '', { minPrice: PRICE_RANGE_MESSAGES.minPrice }],
    ['$12', '', { minPrice: PRICE_RANGE_MESSAGES.minPrice }],
    [
      '-1',
      '1000000',
      { minPrice: PRICE_RANGE_MESSAGES.minPrice, maxPrice: PRICE_RANGE_MESSAGES.maxPrice },
    ],
    ['20', '10', { minPrice: PRICE_RANGE_MESSAGES.order }],
  ])('refuses %s to %s, saying why', (min, max, errors) => {
    expect(checkPriceRange(min, max)).toEqual({ ok: false, errors });
  });
});

describe('the search, at its edges', () => {
  it('orders names that differ only in case capital first, and keeps equal names newest first', () => {
    const newest = tool('a', 1, { _id: 'newest' });
    const older = tool('a', 1, { _id: 'older' });
    for (const newestFirst of [
      [tool('a', 1), tool('A', 1)],
      [tool('A', 1), tool('a', 1)],
    ]) {
      expect(sortTools(newestFirst, 'name-asc').map((t) => t.name)).toEqual(['A', 'a']);
      expect(sortTools(newestFirst, 'name-desc').map((t) => t.name)).toEqual(['a', 'A']);
    }
    for (const sort of ['name-asc', 'name-desc'] as const) {
      expect(sortTools([newest, older, tool('b', 1)], sort).map((t) => t._id)).toEqual(
        sort === 'name-asc' ? ['newest', 'older', 'b'] : ['b', 'newest', 'older'],
      );
    }
  });

  it('has a default order that the sort field offers', () => {
    expect(TOOL_SORTS).toContain(DEFAULT_TOOL_SORT);
  });

  it('counts any search, price bound or stock filter as a filter, and the page alone as none', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ page: 2, sort: 'price-asc' })).toBe(false);
    const searches: CatalogueSearch[] = [
      { q: 'roller' },
      { minPrice: 0 },
      { maxPrice: 10 },
      { inStock: 1 },
    ];
    for (const search of searches) {
      expect(isFiltered(search)).toBe(true);
    }
  });

  it('asks for every tool, in or out of stock, when the address holds nothing', () => {
    expect(toolPageQueryOf({})).toEqual({ page: 1, pageSize: 12, q: '', inStock: false });
  });

  it('keeps price bounds from 0 to the largest, and a maximum equal to the minimum', () => {
    expect(catalogueSearchOf({ minPrice: 0, maxPrice: MAX_PRICE_BOUND })).toEqual({
      minPrice: 0,
      maxPrice: MAX_PRICE_BOUND,
    });
    expect(catalogueSearchOf({ maxPrice: MAX_PRICE_BOUND + 1 })).toEqual({});
    expect(catalogueSearchOf({ minPrice: 12.5, maxPrice: 12.505 })).toEqual({ minPrice: 12.5 });
    expect(catalogueSearchOf({ minPrice: '12' })).toEqual({});
    expect(catalogueSearchOf({ minPrice: 20, maxPrice: 20 })).toEqual({
      minPrice: 20,
      maxPrice: 20,
    });
    expect(catalogueSearchOf({ maxPrice: 20 })).toEqual({ maxPrice: 20 });
    expect(catalogueSearchOf({ minPrice: 20 })).toEqual({ minPrice: 20 });
  });

  it('takes the largest price as typed, and a bound with the other field empty or wrong', () => {
    expect(checkPriceRange('', String(MAX_PRICE_BOUND))).toEqual({
      ok: true,
      maxPrice: MAX_PRICE_BOUND,
    });
    expect(checkPriceRange('7', '')).toEqual({ ok: true, minPrice: 7 });
    expect(checkPriceRange('', '7')).toEqual({ ok: true, maxPrice: 7 });
    expect(checkPriceRange('7', 'ten')).toEqual({
      ok: false,
      errors: { maxPrice: PRICE_RANGE_MESSAGES.maxPrice },
    });
    expect(checkPriceRange('ten', '7')).toEqual({
      ok: false,
      errors: { minPrice: PRICE_RANGE_MESSAGES.minPrice },
    });
  });
});
