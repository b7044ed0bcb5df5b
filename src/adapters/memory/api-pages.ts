// The catalogue's pages in memory, as the API makes them: the query read back from the query
// string the HTTP adapter would send (so a bad one is refused with the API's sentence),
// the catalogue's filters and orders, then the page.
import { listQueryParams, pageOf, type Page } from '../../domain/page';
import { fail, ok } from '../../domain/result';
import type { Tool } from '../../domain/tool';
import type { ToolPageQuery } from '../../domain/tool-search';
import { sortTools, toolMatches } from '../../domain/tool-search-rules';
import { parseToolPageQuery } from '../../domain/tool-search-query';
import { invalid } from './api-errors';
import type { Outcome } from './api-input';

/** A page of the catalogue (`tools` oldest first), as the API's SQL finds and sorts it. */
export function toolPageIn(tools: readonly Tool[], query: ToolPageQuery): Outcome<Page<Tool>> {
  const parsed = parseToolPageQuery(listQueryParams(query));
  if (!parsed.ok) return fail(invalid(parsed.message));
  const found = tools.filter((tool) => toolMatches(tool, parsed.value)).reverse();
  return ok(pageOf(sortTools(found, parsed.value.sort), parsed.value));
}
