// `GET /quotes` (admin: every quote, newest first, by status, or one page of them) and
// `GET /quotes/mine` (the signed-in person's own), each with its status as it stands now;
// the admin's lines with their tools' list prices.
import * as v from 'valibot';
import type { Page } from '../../domain/page';
import type { RawListQuery } from '../../domain/page-query';
import { presentQuote, QUOTE_STATUSES, type Quote } from '../../domain/quote';
import { asksForQuotePage, parseQuotePageQuery } from '../../domain/quote-page-query';
import { parseInput } from '../../domain/parse';
import { fail, ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { withListPrices } from './list-prices';
import type { PricingDeps } from '../pricing/price-terms';
import type { QuoteDeps } from './quote-deps';

const StatusFilterSchema = v.optional(
  v.picklist(QUOTE_STATUSES, `status must be one of ${QUOTE_STATUSES.join(', ')}`),
);

type ListDeps = Pick<QuoteDeps, 'quotes' | 'tools' | 'now'> & PricingDeps;

/** `GET /quotes` (admin): the whole list (`?status=` filters it), or the page asked for. */
export function listAskedQuotes(
  deps: ListDeps,
  viewer: Viewer,
  raw: RawListQuery,
): Promise<Result<Quote[] | Page<Quote>, Refusal>> {
  return asksForQuotePage(raw)
    ? listQuotesPage(deps, viewer, raw)
    : listQuotes(deps, viewer, raw['status']);
}

async function listQuotes(
  deps: ListDeps,
  viewer: Viewer,
  status: unknown,
): Promise<Result<Quote[], Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const filter = parseInput(StatusFilterSchema, status === '' ? undefined : status);
  if (!filter.ok) return fail({ code: 'invalid', message: filter.message });
  const quotes = (await deps.quotes.listAll()).map((quote) => presentQuote(quote, deps.now));
  const shown = filter.value ? quotes.filter((quote) => quote.status === filter.value) : quotes;
  return ok(await withListPrices(deps, shown));
}

/** `GET /quotes?page=&q=&status=` (admin): one page of them, searched, newest first. */
async function listQuotesPage(
  deps: ListDeps,
  viewer: Viewer,
  raw: RawListQuery,
): Promise<Result<Page<Quote>, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const query = parseQuotePageQuery(raw);
  if (!query.ok) return fail({ code: 'invalid', message: query.message });
  const page = await deps.quotes.findPage(query.value, deps.now);
  const items = page.items.map((quote) => presentQuote(quote, deps.now));
  return ok({ ...page, items: await withListPrices(deps, items) });
}

export async function listMyQuotes(
  deps: Pick<QuoteDeps, 'quotes' | 'now'>,
  viewer: Viewer,
): Promise<Result<Quote[], Refusal>> {
  const quotes = await deps.quotes.listByAccount(viewer.email);
  return ok(quotes.map((quote) => presentQuote(quote, deps.now)));
}
