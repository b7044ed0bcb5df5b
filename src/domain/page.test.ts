import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  listQueryParams,
  listSearchOf,
  matchesSearch,
  orderListSearchOf,
  pageCount,
  pageOf,
  pageQueryOf,
  pageSchemaOf,
} from './page';

describe('the query string', () => {
  it('writes the query string back without its defaults', () => {
    expect(listQueryParams({ page: 1, pageSize: 20, q: '' })).toEqual({ page: '1' });
    expect(listQueryParams({ page: 2, pageSize: 5, q: 'roller', status: 'paid' })).toEqual({
      page: '2',
      pageSize: '5',
      q: 'roller',
      status: 'paid',
    });
  });
});

describe('pages', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('cuts the rows into pages and keeps the total', () => {
    const rows = [1, 2, 3, 4, 5];
    expect(pageOf(rows, { page: 2, pageSize: 2, q: '' })).toEqual({
      items: [3, 4],
      total: 5,
      page: 2,
      pageSize: 2,
    });
    expect(pageOf(rows, { page: 4, pageSize: 2, q: '' }).items).toEqual([]);
  });

  it('searches any field, whatever the case', () => {
    expect(matchesSearch('', ['anything'])).toBe(true);
    expect(matchesSearch('ROLL', ['Foam Roller'])).toBe(true);
    expect(matchesSearch('casey', ['x@y.test', 'Casey C.'])).toBe(true);
    expect(matchesSearch('50%', ['Foam Roller'])).toBe(false);
  });
});

describe("the list's address", () => {
  it('keeps a usable page, search and status, leaving the defaults out', () => {
    expect(orderListSearchOf({ page: 3, q: ' roller ', status: 'paid' })).toEqual({
      page: 3,
      q: 'roller',
      status: 'paid',
    });
    expect(orderListSearchOf({ page: '2', q: 123 })).toMatchObject({ page: 2, q: '123' });
  });

  it.each([{ page: 0 }, { page: 1 }, { page: -2 }, { page: 1.5 }, { page: 'two' }, { page: null }])(
    'falls back to the first page for %o',
    (raw) => {
      expect(listSearchOf(raw)).toEqual({ page: undefined, q: undefined });
    },
  );

  it('drops an empty search and a status that does not exist', () => {
    expect(orderListSearchOf({ q: '  ', status: 'lost' })).toEqual({
      page: undefined,
      q: undefined,
      status: undefined,
    });
    expect(orderListSearchOf({ q: 'x'.repeat(150) }).q).toHaveLength(100);
  });

  it('asks the API for the first page of 20 by default', () => {
    expect(pageQueryOf({})).toEqual({ page: 1, pageSize: 20, q: '', status: undefined });
    expect(pageQueryOf({ page: 2, q: 'a', status: 'unpaid' })).toEqual({
      page: 2,
      pageSize: 20,
      q: 'a',
      status: 'unpaid',
    });
  });
});

describe('a page, at its edges', () => {
  it('leaves false out of the query string, as a default', () => {
    expect(listQueryParams({ page: 1, pageSize: 20, q: '', inStock: false })).toEqual({
      page: '1',
    });
    expect(listQueryParams({ page: 1, pageSize: 20, q: '', inStock: true })).toEqual({
      page: '1',
      inStock: '1',
    });
  });

  it('finds every row with an empty search, even one with no text to search', () => {
    expect(matchesSearch('', [])).toBe(true);
    expect(matchesSearch('', [''])).toBe(true);
  });

  it('keeps a page up to the millionth in the address, and no further', () => {
    expect(listSearchOf({ page: 1_000_000 }).page).toBe(1_000_000);
    expect(listSearchOf({ page: 1_000_001 }).page).toBeUndefined();
    expect(listSearchOf({ page: 2 }).page).toBe(2);
  });

  it('checks a page reply item by item, and keeps it whole', () => {
    const schema = pageSchemaOf(v.object({ name: v.string() }));
    const page = { items: [{ name: 'Roller' }], total: 21, page: 2, pageSize: 20 };
    expect(v.parse(schema, page)).toStrictEqual(page);
    expect(v.safeParse(schema, { ...page, items: [{ name: 7 }] }).success).toBe(false);
    expect(v.safeParse(schema, { ...page, total: '21' }).success).toBe(false);
  });
});
