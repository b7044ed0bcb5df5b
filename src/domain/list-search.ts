// What an admin list's address holds (the page, the search, an order status) and the page the
// API is asked for: read by the routes' search validation, which is in the home page's first
// load, so it leans on no schema (page.ts has the rest of paging).
import type { PageQuery } from './page';
import { ORDER_STATUSES, type OrderStatus } from './order-statuses';
import { parseWholeNumber } from './whole-number';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_SEARCH_LENGTH = 100;

/** What an admin list's address holds: the page and the search, the defaults left out. */
export interface ListSearch {
  readonly page?: number | undefined;
  readonly q?: string | undefined;
}

export interface OrderListSearch extends ListSearch {
  readonly status?: OrderStatus | undefined;
}

/**
 * The address's search as the page reads it: anything it cannot use (a page of "two", a
 * status that does not exist) falls back to the default rather than failing the page.
 */
export function orderListSearchOf(raw: Readonly<Record<string, unknown>>): OrderListSearch {
  // No page, or one that is no number, is the first: left out as the default.
  const page = parseWholeNumber(raw['page']) ?? 1;
  const q = raw['q'];
  // The router reads `?q=123` as a number: it is still the text typed.
  const text =
    typeof q === 'string' || typeof q === 'number'
      ? String(q).trim().slice(0, MAX_SEARCH_LENGTH)
      : '';
  return {
    page: page > 1 && page <= 1_000_000 ? page : undefined,
    q: text === '' ? undefined : text,
    status: ORDER_STATUSES.find((status) => status === raw['status']),
  };
}

/** As `orderListSearchOf`, for the lists that have no status. */
export function listSearchOf(raw: Readonly<Record<string, unknown>>): ListSearch {
  const { page, q } = orderListSearchOf(raw);
  return { page, q };
}

/** The page the API is asked for, for what the address holds (an order's or a quote's status). */
export const pageQueryOf = <S extends string = OrderStatus>(
  search: ListSearch & { readonly status?: S | undefined },
): PageQuery & { readonly status?: S | undefined } => ({
  page: search.page ?? 1,
  pageSize: DEFAULT_PAGE_SIZE,
  q: search.q ?? '',
  status: search.status,
});
