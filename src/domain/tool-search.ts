// Searching the catalogue: the query the public tool list takes beyond a page (`sort`,
// `minPrice`, `maxPrice`, `inStock`) and what the catalogue page's address holds. Kept
// small: the router reads the address with it in the home page's first load. The rules
// (what matches, in which order, the price fields' sentences) are in ./tool-search-rules.ts,
// the API's reading of the query string in ./tool-search-query.ts.
import { isWholeCents } from './dollar-amount';
import { listSearchOf, type PageQuery } from './page';

/** The orders of the list; `newest` (the default) is the admin list's order. */
export const TOOL_SORTS = ['newest', 'price-asc', 'price-desc', 'name-asc', 'name-desc'] as const;
export type ToolSort = (typeof TOOL_SORTS)[number];
export const DEFAULT_TOOL_SORT: ToolSort = 'newest';

/**
 * The highest price bound a search takes: no tool can cost more than an order's limit,
 * MAX_ORDER_TOTAL (a test holds them equal; not imported, as money.ts would come with it
 * into the home page's first load).
 */
export const MAX_PRICE_BOUND = 999_999;

export interface ToolPageQuery extends PageQuery {
  /** Absent: newest first. */
  readonly sort?: ToolSort | undefined;
  /** Dollars in whole cents (12.5), both bounds included. */
  readonly minPrice?: number | undefined;
  readonly maxPrice?: number | undefined;
  /** Only the tools that can be ordered now. */
  readonly inStock?: boolean | undefined;
}

/**
 * The address's search as the router keeps it, unchecked: the catalogue reads it with
 * catalogueSearchOf in its own chunk, so the home page's first load carries no rule of it.
 */
export type RawCatalogueSearch = { readonly [K in keyof CatalogueSearch]?: unknown };

/**
 * What the catalogue page's address holds, the defaults left out. `inStock` is 1, not
 * true, so the address reads `?inStock=1` as the plain HTML form (the home page's) sends it.
 */
export interface CatalogueSearch {
  readonly q?: string | undefined;
  readonly sort?: ToolSort | undefined;
  readonly minPrice?: number | undefined;
  readonly maxPrice?: number | undefined;
  readonly inStock?: 1 | undefined;
  readonly page?: number | undefined;
}

/** A price bound from the address, in dollars and whole cents (12.5), or undefined. */
const priceIn = (value: unknown): number | undefined =>
  typeof value === 'number' && isWholeCents(value) && value <= MAX_PRICE_BOUND ? value : undefined;

/**
 * The address's search as the page reads it: what it cannot use (a price of "ten", a sort
 * that does not exist, a maximum below the minimum) is left out rather than failing the
 * page, so a mistyped link still shows the catalogue. The page and the search text are
 * read as the admin lists read them.
 */
export function catalogueSearchOf(raw: Readonly<Record<string, unknown>>): CatalogueSearch {
  const minPrice = priceIn(raw['minPrice']);
  const maxPrice = priceIn(raw['maxPrice']);
  // The router reads `?minPrice=10.5` as the number 10.5.
  return {
    ...listSearchOf(raw),
    sort: TOOL_SORTS.find((sort) => sort === raw['sort']),
    minPrice,
    maxPrice:
      // A maximum below the minimum is left out; an absent bound is below no other.
      (maxPrice ?? Infinity) < (minPrice ?? 0) ? undefined : maxPrice,
    // The router reads `?inStock=1` as the number 1.
    inStock: raw['inStock'] === 1 ? 1 : undefined,
  };
}
