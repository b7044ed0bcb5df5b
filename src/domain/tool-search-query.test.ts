import { describe, expect, it } from 'vitest';
import { asksForToolPage, parseToolPageQuery } from './tool-search-query';

describe('the tool list query', () => {
  it('asks for a page when any list or catalogue parameter is given', () => {
    expect(asksForToolPage({})).toBe(false);
    expect(asksForToolPage({ utm_source: 'mail' })).toBe(false);
    for (const name of ['page', 'q', 'sort', 'minPrice', 'maxPrice', 'inStock']) {
      expect(asksForToolPage({ [name]: '1' })).toBe(true);
    }
  });

  it('reads every parameter, the defaults filled in', () => {
    expect(parseToolPageQuery({ q: ' Roller ' })).toEqual({
      ok: true,
      value: { page: 1, pageSize: 20, q: 'Roller' },
    });
    expect(
      parseToolPageQuery({
        page: '2',
        pageSize: '12',
        sort: 'price-desc',
        minPrice: '0',
        maxPrice: '999999',
        inStock: '1',
      }),
    ).toEqual({
      ok: true,
      value: {
        page: 2,
        pageSize: 12,
        q: '',
        sort: 'price-desc',
        minPrice: 0,
        maxPrice: 999_999,
        inStock: true,
      },
    });
  });

  it('takes either price bound alone', () => {
    expect(parseToolPageQuery({ maxPrice: '0' })).toMatchObject({
      ok: true,
      value: { maxPrice: 0 },
    });
    expect(parseToolPageQuery({ minPrice: '999999' })).toMatchObject({
      ok: true,
      value: { minPrice: 999999 },
    });
  });

  it('takes bounds with cents', () => {
    expect(parseToolPageQuery({ minPrice: '12.5', maxPrice: '12.50' })).toMatchObject({
      ok: true,
      value: { minPrice: 12.5, maxPrice: 12.5 },
    });
  });

  it('takes a range of one price', () => {
    expect(parseToolPageQuery({ minPrice: '12', maxPrice: '12' })).toMatchObject({
      ok: true,
      value: { minPrice: 12, maxPrice: 12 },
    });
  });

  it.each([
    [
      { sort: 'cheapest' },
      'sort must be one of newest, price-asc, price-desc, name-asc, name-desc',
    ],
    [{ sort: '' }, 'sort must be one of newest, price-asc, price-desc, name-asc, name-desc'],
    [{ minPrice: 'ten' }, 'minPrice must be an amount in dollars from 0 to 999999, like 12.50'],
    [{ minPrice: '-1' }, 'minPrice must be an amount in dollars from 0 to 999999, like 12.50'],
    [{ minPrice: '1.505' }, 'minPrice must be an amount in dollars from 0 to 999999, like 12.50'],
    [{ minPrice: '1.' }, 'minPrice must be an amount in dollars from 0 to 999999, like 12.50'],
    [{ minPrice: '$1' }, 'minPrice must be an amount in dollars from 0 to 999999, like 12.50'],
    [{ minPrice: '' }, 'minPrice must be an amount in dollars from 0 to 999999, like 12.50'],
    [{ maxPrice: '1000000' }, 'maxPrice must be an amount in dollars from 0 to 999999, like 12.50'],
    [{ maxPrice: '1e3' }, 'maxPrice must be an amount in dollars from 0 to 999999, like 12.50'],
    [{ minPrice: '20', maxPrice: '10' }, 'minPrice cannot be more than maxPrice'],
    [{ inStock: 'yes' }, 'inStock must be 1 or left out'],
    [{ inStock: '0' }, 'inStock must be 1 or left out'],
    [{ page: '0' }, 'page must be a whole number from 1 to 1000000'],
    [{ q: 'x'.repeat(101) }, 'q must be 100 characters or fewer'],
  ])('refuses %o, saying why', (raw, message) => {
    expect(parseToolPageQuery(raw)).toMatchObject({ ok: false, message });
  });
});
