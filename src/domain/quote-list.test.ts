import { describe, expect, it } from 'vitest';
import { pageQueryOf } from './list-search';
import { quoteListSearchOf, quoteSearchFields } from './quote-list';
import { parseQuotePageQuery, asksForQuotePage } from './quote-page-query';
import { quoteReference } from './quote';

describe('Manage Quotes’ address', () => {
  it('reads a page, a search and a status it knows', () => {
    expect(quoteListSearchOf({ page: '3', q: ' roller ', status: 'expired' })).toEqual({
      page: 3,
      q: 'roller',
      status: 'expired',
    });
  });

  it('falls back to all quotes for a status it does not know', () => {
    expect(quoteListSearchOf({ status: 'paid' })).toEqual({
      page: undefined,
      q: undefined,
      status: undefined,
    });
  });

  it('asks the API for the first page of 20 with no search by default', () => {
    expect(pageQueryOf({})).toEqual({ page: 1, pageSize: 20, q: '', status: undefined });
    expect(pageQueryOf({ page: 2, q: 'tray', status: 'new' })).toEqual({
      page: 2,
      pageSize: 20,
      q: 'tray',
      status: 'new',
    });
  });
});

describe('what a quote search looks in', () => {
  it('is the sender, the company, the reference, the tools and their part numbers', () => {
    const quote = {
      _id: '1a2b3c4d-0000-4000-8000-000000000000',
      name: 'Jordan',
      email: 'jordan@crew.test',
      company: 'Crew Ltd',
      lines: [
        { toolId: 'a', toolName: 'Roller', toolImg: '', partNumber: 'PR-9-ROLLER', qty: 1 },
        // A tool gone from the catalogue has no part number: its line is empty.
        { toolId: 'b', toolName: 'Tray', toolImg: '', qty: 2 },
      ],
    };
    expect(quoteSearchFields(quote)).toEqual([
      'Jordan',
      'jordan@crew.test',
      'Crew Ltd',
      'Q-1A2B3C4D',
      'Roller\nTray',
      'PR-9-ROLLER\n',
    ]);
    const { company: _company, ...alone } = quote;
    expect(quoteSearchFields(alone)[2]).toBe('');
  });
});

describe('a quote’s reference', () => {
  it('is Q- and the first eight characters of its id, in capitals', () => {
    expect(quoteReference({ _id: 'abcdef12-3456-4000-8000-000000000000' })).toBe('Q-ABCDEF12');
  });
});

describe('the API’s reading of a quote list query', () => {
  it('asks for a page only when page, pageSize or q is given', () => {
    expect(asksForQuotePage({})).toBe(false);
    expect(asksForQuotePage({ status: 'new' })).toBe(false);
    expect(asksForQuotePage({ page: '1' })).toBe(true);
    expect(asksForQuotePage({ pageSize: '5' })).toBe(true);
    expect(asksForQuotePage({ q: '' })).toBe(true);
  });

  it('reads a status, and an empty status as none', () => {
    expect(parseQuotePageQuery({ status: 'expired' })).toMatchObject({
      ok: true,
      value: { status: 'expired' },
    });
    const none = parseQuotePageQuery({ status: '' });
    expect(none.ok && none.value.status).toBeUndefined();
  });

  it('names the statuses it knows when given another', () => {
    expect(parseQuotePageQuery({ status: 'paid' })).toMatchObject({
      ok: false,
      message: 'status must be one of new, quoted, accepted, declined, expired',
    });
  });
});
