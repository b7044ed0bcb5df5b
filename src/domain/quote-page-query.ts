// `GET /quotes?page=&pageSize=&q=&status=` as the API reads it: a page of Manage Quotes, or
// the sentence that says which parameter is wrong. Without page, pageSize or q the call
// answers its plain list, as it always has (`status=` alone filters that list).
import * as v from 'valibot';
import { pageQueryEntries, type RawListQuery } from './page-query';
import { parseInput, type Parsed } from './parse';
import { QUOTE_STATUSES } from './quote';
import type { QuotePageQuery } from './quote-list';

const QuotePageQuerySchema = v.object({
  ...pageQueryEntries,
  status: v.optional(
    v.picklist(QUOTE_STATUSES, `status must be one of ${QUOTE_STATUSES.join(', ')}`),
  ),
});

const PAGE_PARAMS = ['page', 'pageSize', 'q'] as const;

/** Whether the caller asked for a page rather than the whole list. */
export const asksForQuotePage = (raw: RawListQuery): boolean =>
  PAGE_PARAMS.some((name) => raw[name] !== undefined);

export function parseQuotePageQuery(raw: RawListQuery): Parsed<QuotePageQuery> {
  return parseInput(QuotePageQuerySchema, {
    page: raw['page'],
    pageSize: raw['pageSize'],
    q: raw['q'],
    status: raw['status'] === '' ? undefined : raw['status'],
  });
}
