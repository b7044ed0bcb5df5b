// Manage Quotes' list: what its address holds (the page, the search, a status), the page the
// API is asked for, and what a search looks in. The API's reading of the query string is in
// ./quote-page-query.ts, kept out of the browser's first load.
import { listSearchOf, type ListSearch, type PageQuery } from './page';
import type { Quote } from './quote';
import { QUOTE_STATUSES, quoteReference, type QuoteStatus } from './quote-status';

export interface QuotePageQuery extends PageQuery {
  /** Only the quotes in this status as it stands now ("expired" included); all if undefined. */
  readonly status?: QuoteStatus | undefined;
}

export interface QuoteListSearch extends ListSearch {
  readonly status?: QuoteStatus | undefined;
}

/** The address's search as Manage Quotes reads it: what it cannot use falls back. */
export function quoteListSearchOf(raw: Readonly<Record<string, unknown>>): QuoteListSearch {
  return {
    ...listSearchOf(raw),
    status: QUOTE_STATUSES.find((status) => status === raw['status']),
  };
}

/**
 * What a search looks in, as the API's SQL does: the sender's name, e-mail and company, the
 * reference, the tools' names and their part numbers (one text each, a line a tool).
 */
export const quoteSearchFields = (
  quote: Pick<Quote, '_id' | 'name' | 'email' | 'company' | 'lines'>,
): readonly string[] => [
  quote.name,
  quote.email,
  quote.company ?? '',
  quoteReference(quote),
  quote.lines.map((line) => line.toolName).join('\n'),
  quote.lines.map((line) => line.partNumber ?? '').join('\n'),
];
