// The lists' pages in memory, as the API makes them: the query read back from the query
// string the HTTP adapter would send (so a bad one is refused with the API's sentence),
// the domain's search rule (and the catalogue's filters and orders), then the page.
import {
  listQueryParams,
  matchesSearch,
  pageOf,
  type OrderPageQuery,
  type Page,
} from '../../domain/page';
import { parseOrderPageQuery } from '../../domain/page-query';
import { fail, ok } from '../../domain/result';
import type { Tool } from '../../domain/tool';
import type { ToolPageQuery } from '../../domain/tool-search';
import { sortTools, toolMatches } from '../../domain/tool-search-rules';
import { parseToolPageQuery } from '../../domain/tool-search-query';
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

/** A page of the catalogue (`tools` oldest first), as the API's SQL finds and sorts it. */
export function toolPageIn(tools: readonly Tool[], query: ToolPageQuery): Outcome<Page<Tool>> {
  const parsed = parseToolPageQuery(listQueryParams(query));
  if (!parsed.ok) return fail(invalid(parsed.message));
  const found = tools.filter((tool) => toolMatches(tool, parsed.value)).reverse();
  return ok(pageOf(sortTools(found, parsed.value.sort), parsed.value));
}
