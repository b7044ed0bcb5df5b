// One page of a long admin list (Make Admin, Manage Product, Manage Orders): the query the
// API is asked with (`?page=&pageSize=&q=`, and `status=` on orders), the page object it
// answers with, the search rule the API's SQL and the in-memory API share, and what a
// list's address holds. The API's reading of the query string is in ./page-query.ts, kept
// out of the browser's first load.
import * as v from 'valibot';
import { ORDER_STATUSES, type OrderStatus } from './order-status';
import { parseWholeNumber } from './whole-number';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 100;

export interface PageQuery {
  /** From 1. */
  readonly page: number;
  readonly pageSize: number;
  /** Search text, trimmed; empty searches nothing. */
  readonly q: string;
}

export interface OrderPageQuery extends PageQuery {
  /** Only the orders in this status; undefined: all of them. */
  readonly status?: OrderStatus | undefined;
}

export interface Page<T> {
  readonly items: readonly T[];
  /** How many rows match the search and filter, over every page. */
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** The reply schema of a page of `item`s. */
export const pageSchemaOf = <S extends v.GenericSchema>(item: S) =>
  v.object({
    items: v.array(item),
    total: v.number(),
    page: v.number(),
    pageSize: v.number(),
  });

/**
 * The query string of a page query (a list's, or the catalogue's with its filters): every
 * value given, the defaults (page size, no search, false) left out, true as 1.
 */
export function listQueryParams<Q extends PageQuery>(query: Q): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === false) continue;
    if (name === 'pageSize' && value === DEFAULT_PAGE_SIZE) continue;
    params[name] = value === true ? '1' : String(value);
  }
  return params;
}

/** How many pages `total` rows fill; an empty list still has its one (empty) page. */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** How many rows come before the page. */
export const offsetOf = (query: PageQuery): number => (query.page - 1) * query.pageSize;

/** The search rule: the text appears in one of the fields, whatever the case. */
export const matchesSearch = (q: string, fields: readonly string[]): boolean =>
  q === '' || fields.some((field) => field.toLowerCase().includes(q.toLowerCase()));

/** One page of rows already in their order (the in-memory API's paging). */
export function pageOf<T>(rows: readonly T[], query: PageQuery): Page<T> {
  const start = offsetOf(query);
  return {
    items: rows.slice(start, start + query.pageSize),
    total: rows.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

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

/** The page the API is asked for, for what the address holds. */
export const pageQueryOf = (search: OrderListSearch): OrderPageQuery => ({
  page: search.page ?? 1,
  pageSize: DEFAULT_PAGE_SIZE,
  q: search.q ?? '',
  status: search.status,
});
