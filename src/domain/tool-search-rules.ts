// The catalogue search's rules, shared by the API's SQL (which must agree, tested on both
// databases), the in-memory API and the catalogue page: what a search finds, the orders,
// the sentences of the price fields, and the page of tools the catalogue asks for.
import { matchesSearch } from './page';
import type { Tool } from './tool';
import { parseDollarAmount } from './dollar-amount';
import {
  DEFAULT_TOOL_SORT,
  MAX_PRICE_BOUND,
  type CatalogueSearch,
  type ToolPageQuery,
  type ToolSort,
} from './tool-search';

/** A tool is in stock when its minimum order can be met from the units available. */
export const isInStock = (tool: Pick<Tool, 'minQty' | 'availableQty'>): boolean =>
  tool.availableQty >= tool.minQty;

/** Whether `tool` is one the query asks for (its page and order aside). */
export function toolMatches(tool: Tool, query: ToolPageQuery): boolean {
  return (
    matchesSearch(query.q, [tool.name, tool.description]) &&
    (query.minPrice === undefined || tool.price >= query.minPrice) &&
    (query.maxPrice === undefined || tool.price <= query.maxPrice) &&
    (!query.inStock || isInStock(tool))
  );
}

/**
 * Names compare with only A–Z folded to a–z, then code point by code point: what
 * PostgreSQL's `lower(name COLLATE "C")` gives on every server, whatever its locale.
 */
export const nameKey = (name: string): string =>
  name.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const comparators: Record<ToolSort, ((a: Tool, b: Tool) => number) | undefined> = {
  newest: undefined,
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  'name-asc': (a, b) => byText(nameKey(a.name), nameKey(b.name)) || byText(a.name, b.name),
  'name-desc': (a, b) => byText(nameKey(b.name), nameKey(a.name)) || byText(b.name, a.name),
};

/** `tools` newest first, put in the query's order; ties stay newest first. */
export function sortTools(
  newestFirst: readonly Tool[],
  sort: ToolSort = DEFAULT_TOOL_SORT,
): Tool[] {
  const compare = comparators[sort];
  return compare ? [...newestFirst].sort(compare) : [...newestFirst];
}

/** Whether the address narrows the catalogue at all (for "clear the filters"). */
export const isFiltered = (search: CatalogueSearch): boolean =>
  search.q !== undefined ||
  search.minPrice !== undefined ||
  search.maxPrice !== undefined ||
  search.inStock !== undefined;

const BOUND_TEXT = MAX_PRICE_BOUND.toLocaleString('en-US');

export const PRICE_RANGE_MESSAGES = {
  minPrice: `Minimum price must be an amount in dollars from 0 to ${BOUND_TEXT}, like 12.50`,
  maxPrice: `Maximum price must be an amount in dollars from 0 to ${BOUND_TEXT}, like 12.50`,
  order: 'Minimum price cannot be more than the maximum price',
} as const;

export type PriceRange =
  | {
      readonly ok: true;
      readonly minPrice?: number | undefined;
      readonly maxPrice?: number | undefined;
    }
  | {
      readonly ok: false;
      readonly errors: Readonly<Partial<Record<'minPrice' | 'maxPrice', string>>>;
    };

function priceOf(text: string): number | undefined | null {
  if (text.trim() === '') return undefined;
  const price = parseDollarAmount(text);
  return price === undefined || price > MAX_PRICE_BOUND ? null : price;
}

/** The price fields as typed: both optional, dollars and cents, the minimum not above the maximum. */
export function checkPriceRange(minText: string, maxText: string): PriceRange {
  const minPrice = priceOf(minText);
  const maxPrice = priceOf(maxText);
  const errors: Partial<Record<'minPrice' | 'maxPrice', string>> = {};
  if (minPrice === null) errors.minPrice = PRICE_RANGE_MESSAGES.minPrice;
  if (maxPrice === null) errors.maxPrice = PRICE_RANGE_MESSAGES.maxPrice;
  // An empty minimum, or one already refused, is below any maximum.
  if (maxPrice != null && (minPrice ?? 0) > maxPrice) {
    errors.minPrice = PRICE_RANGE_MESSAGES.order;
  }
  if (errors.minPrice !== undefined || errors.maxPrice !== undefined) return { ok: false, errors };
  return { ok: true, minPrice: minPrice ?? undefined, maxPrice: maxPrice ?? undefined };
}

/** How many tools one page of the catalogue shows: full rows of 1, 2 or 3 cards. */
export const CATALOGUE_PAGE_SIZE = 12;

/** The page of tools the API is asked for, for what the address holds. */
export const toolPageQueryOf = (search: CatalogueSearch): ToolPageQuery => ({
  page: search.page ?? 1,
  pageSize: CATALOGUE_PAGE_SIZE,
  q: search.q ?? '',
  sort: search.sort,
  minPrice: search.minPrice,
  maxPrice: search.maxPrice,
  inStock: search.inStock === 1,
});
