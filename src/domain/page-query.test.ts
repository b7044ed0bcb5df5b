import { describe, expect, it } from 'vitest';
import { asksForPage, parseOrderPageQuery, parsePageQuery } from './page-query';

describe('the list query', () => {
  it('asks for a page only when a list parameter is given', () => {
    expect(asksForPage({})).toBe(false);
    expect(asksForPage({ email: 'a@b.test' })).toBe(false);
    expect(asksForPage({ page: '1' })).toBe(true);
    expect(asksForPage({ q: '' })).toBe(true);
    expect(asksForPage({ status: 'paid' })).toBe(true);
  });

  it('fills in the defaults and trims the search', () => {
    expect(parsePageQuery({ q: '  Roller ' })).toEqual({
      ok: true,
      value: { page: 1, pageSize: 20, q: 'Roller' },
    });
    expect(parseOrderPageQuery({ page: '3', pageSize: '100', status: 'paid' })).toEqual({
      ok: true,
      value: { page: 3, pageSize: 100, q: '', status: 'paid' },
    });
  });

  it.each([
    [{ page: '0' }, 'page must be a whole number from 1 to 1000000'],
    [{ page: '-1' }, 'page must be a whole number from 1 to 1000000'],
    [{ page: '1.5' }, 'page must be a whole number from 1 to 1000000'],
    [{ page: 'two' }, 'page must be a whole number from 1 to 1000000'],
    [{ page: '' }, 'page must be a whole number from 1 to 1000000'],
    [{ pageSize: '101' }, 'pageSize must be a whole number from 1 to 100'],
    [{ pageSize: '0' }, 'pageSize must be a whole number from 1 to 100'],
    [{ q: 'x'.repeat(101) }, 'q must be 100 characters or fewer'],
    [{ status: 'lost' }, 'status must be one of unpaid, paid, partly-shipped, shipped'],
  ])('refuses %o, saying why', (raw, message) => {
    expect(parseOrderPageQuery(raw)).toMatchObject({ ok: false, message });
  });

  it('ignores a status on the lists that have none', () => {
    expect(parsePageQuery({ status: 'lost' })).toMatchObject({ ok: true });
  });
});

describe('the list query of a list without status', () => {
  it('answers the page, its size and the search, and nothing more', () => {
    expect(parsePageQuery({ page: '2', status: 'paid' })).toStrictEqual({
      ok: true,
      value: { page: 2, pageSize: 20, q: '' },
    });
  });

  it('refuses a bad page, saying why', () => {
    expect(parsePageQuery({ pageSize: '0' })).toMatchObject({
      ok: false,
      message: 'pageSize must be a whole number from 1 to 100',
    });
  });
});
