// The admin lists' pages in memory, as the API makes them: the query read back from the
// query string the HTTP adapter would send (so a bad one is refused with the API's
// sentence), the domain's search rule, then the page.
import {
  listQueryParams,
  matchesSearch,
  pageOf,
  type OrderPageQuery,
  type Page,
} from '../../domain/page';
import { parseOrderPageQuery } from '../../domain/page-query';
import { fail, ok } from '../../domain/result';
import { invalid } from './api-errors';
import type { Outcome } from './api-input';

/** A page of `rows` (oldest first, as the store keeps them) matching the search, newest first. */
export function pageIn<T>(
  rows: readonly T[],
  query: OrderPageQuery,
  searchIn: (row: T) => readonly string[],
): Outcome<Page<T>> {
  const parsed = parseOrderPageQuery(listQueryParams(query));
  if (!parsed.ok) return fail(invalid(parsed.message));
  const { q } = parsed.value;
  const found = rows.filter((row) => matchesSearch(q, searchIn(row))).reverse();
  return ok(pageOf(found, parsed.value));
}
