// The public tool list's query string as the API reads it (and the in-memory API, which
// reads back what the HTTP adapter would send): the page parameters of ./page-query.ts and
// the catalogue's `sort`, `minPrice`, `maxPrice` and `inStock`, or the sentence that says
// which parameter is wrong.
import * as v from 'valibot';
import { parseDollarAmount } from './dollar-amount';
import { asksForPage, pageQueryEntries, type RawListQuery } from './page-query';
import type { Parsed } from './parse';
import { parseInput } from './parse';
import { MAX_PRICE_BOUND, TOOL_SORTS, type ToolPageQuery } from './tool-search';

/** A price bound: dollars with at most two decimals, from 0 to the largest bound. */
const priceBound = (label: string) => {
  const sentence = `${label} must be an amount in dollars from 0 to ${MAX_PRICE_BOUND}, like 12.50`;
  return v.pipe(
    v.string(sentence),
    v.transform((text: string) => parseDollarAmount(text)),
    v.number(sentence),
    v.maxValue(MAX_PRICE_BOUND, sentence),
  );
};

const ToolListQuerySchema = v.pipe(
  v.object({
    ...pageQueryEntries,
    sort: v.optional(v.picklist(TOOL_SORTS, `sort must be one of ${TOOL_SORTS.join(', ')}`)),
    minPrice: v.optional(priceBound('minPrice')),
    maxPrice: v.optional(priceBound('maxPrice')),
    inStock: v.optional(
      v.pipe(
        v.picklist(['1'], 'inStock must be 1 or left out'),
        v.transform(() => true),
      ),
    ),
  }),
  v.check(
    ({ minPrice, maxPrice }) =>
      minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice,
    'minPrice cannot be more than maxPrice',
  ),
);

const TOOL_PARAMS = ['sort', 'minPrice', 'maxPrice', 'inStock'] as const;

/** Whether the caller asked for a page of tools; without, the spec's plain array. */
export const asksForToolPage = (raw: RawListQuery): boolean =>
  asksForPage(raw) || TOOL_PARAMS.some((name) => raw[name] !== undefined);

/** The API's reading of the tool list's parameters, with a sentence for the first bad one. */
export function parseToolPageQuery(raw: RawListQuery): Parsed<ToolPageQuery> {
  return parseInput(ToolListQuerySchema, {
    page: raw.page,
    pageSize: raw.pageSize,
    q: raw.q,
    sort: raw.sort,
    minPrice: raw.minPrice,
    maxPrice: raw.maxPrice,
    inStock: raw.inStock,
  });
}
