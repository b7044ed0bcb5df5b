// The catalogue's `?page=&pageSize=&q=&sort=`, prices and stock: absent, GET /tool answers
// the spec's plain array; present, a page, or a 400 saying which parameter is wrong.
import type { Context } from 'hono';
import type { ToolPageQuery } from '../../../src/domain/tool-search';
import { asksForToolPage, parseToolPageQuery } from '../../../src/domain/tool-search-query';
import { fail } from './problem';

/** The page asked for, or undefined when the caller asked for the whole list. */
export function toolPageQuery(c: Context): ToolPageQuery | undefined {
  const raw = c.req.query();
  if (!asksForToolPage(raw)) return undefined;
  const parsed = parseToolPageQuery(raw);
  if (!parsed.ok) return fail(400, parsed.message);
  return parsed.value;
}
