// The admin lists' `?page=&pageSize=&q=` (and `status=` on orders): absent, the call answers
// the spec's plain array; present, a page, or a 400 saying which parameter is wrong.
import type { Context } from 'hono';
import type { OrderPageQuery, PageQuery } from '../../../src/domain/page';
import { asksForPage, parseOrderPageQuery, parsePageQuery } from '../../../src/domain/page-query';
import type { Parsed } from '../../../src/domain/parse';
import { fail } from './problem';

function listQuery<Q>(c: Context, parse: (raw: Record<string, string>) => Parsed<Q>) {
  const raw = c.req.query();
  if (!asksForPage(raw)) return undefined;
  const parsed = parse(raw);
  if (!parsed.ok) return fail(400, parsed.message);
  return parsed.value;
}

/** The page asked for, or undefined when the caller asked for the whole list. */
export const pageQuery = (c: Context): PageQuery | undefined => listQuery(c, parsePageQuery);

/** As `pageQuery`, with the orders' status filter. */
export const orderPageQuery = (c: Context): OrderPageQuery | undefined =>
  listQuery(c, parseOrderPageQuery);
