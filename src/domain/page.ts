// One page of a long admin list (Make Admin, Manage Product, Manage Orders): the query the
// API is asked with (`?page=&pageSize=&q=`, and `status=` on orders), the page object it
// answers with, the search rule the API's SQL and the in-memory API share, and what a
// list's address holds. The API's reading of the query string is in ./page-query.ts, kept
// out of the browser's first load.
import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE } from './list-search';
import type { OrderStatus } from './order-statuses';

// What a list's address holds, and the page it asks for: a module of its own, read by the
// routes' search validation in the home page's first load.
export {
  DEFAULT_PAGE_SIZE,
  listSearchOf,
  MAX_SEARCH_LENGTH,
  orderListSearchOf,
  pageQueryOf,
  type ListSearch,
  type OrderListSearch,
} from './list-search';

export const MAX_PAGE_SIZE = 100;

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
