// The lists' `?page=&pageSize=&q=` (`status=` on orders; `sort=`, prices and stock on
// tools): absent, the call answers the spec's plain array; present, a page, or a 400 saying
// which parameter is wrong.
import type { Context } from 'hono';
import type { OrderPageQuery, PageQuery } from '../../../src/domain/page';
import { asksForPage, parseOrderPageQuery, parsePageQuery } from '../../../src/domain/page-query';
import type { Parsed } from '../../../src/domain/parse';
import type { ToolPageQuery } from '../../../src/domain/tool-search';
import { asksForToolPage, parseToolPageQuery } from '../../../src/domain/tool-search-query';
import { fail } from './problem';

function listQuery<Q>(
  c: Context,
  parse: (raw: Record<string, string>) => Parsed<Q>,
  asks: (raw: Record<string, string>) => boolean = asksForPage,
) {
  const raw = c.req.query();
  if (!asks(raw)) return undefined;
  const parsed = parse(raw);
  if (!parsed.ok) return fail(400, parsed.message);
  return parsed.value;
}

/** The page asked for, or undefined when the caller asked for the whole list. */
export const pageQuery = (c: Context): PageQuery | undefined => listQuery(c, parsePageQuery);

/** As `pageQuery`, with the orders' status filter. */
export const orderPageQuery = (c: Context): OrderPageQuery | undefined =>
  listQuery(c, parseOrderPageQuery);

/** As `pageQuery`, with the catalogue's sort, price range and stock filter. */
export const toolPageQuery = (c: Context): ToolPageQuery | undefined =>
  listQuery(c, parseToolPageQuery, asksForToolPage);
