// The admin lists' query string as the API reads it (and the in-memory API, which reads
// back what the HTTP adapter would send): absent, the plain array of the spec; present,
// a page query, or the sentence that says which parameter is wrong.
import * as v from 'valibot';
import { ORDER_STATUSES } from './order-statuses';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from './page';
import type { OrderPageQuery, PageQuery } from './page';
import { parseInput, type Parsed } from './parse';
import { parseWholeNumber } from './whole-number';

/** A whole-number parameter; its sentence names it and its range. */
export const wholeFrom = (label: string, min: number, max: number) => {
  const sentence = `${label} must be a whole number from ${min} to ${max}`;
  return v.pipe(
    v.string(sentence),
    v.transform((text: string) => parseWholeNumber(text)),
    v.number(sentence),
    v.minValue(min, sentence),
    v.maxValue(max, sentence),
  );
};

/** The page parameters, as every list reads them (each may be absent). */
export const pageQueryEntries = {
  page: v.optional(wholeFrom('page', 1, 1_000_000), '1'),
  pageSize: v.optional(wholeFrom('pageSize', 1, MAX_PAGE_SIZE), String(DEFAULT_PAGE_SIZE)),
  q: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(MAX_SEARCH_LENGTH, `q must be ${MAX_SEARCH_LENGTH} characters or fewer`),
    ),
    '',
  ),
};

/** The query string as the API reads it (each parameter may be absent). */
const ListQuerySchema = v.object({
  ...pageQueryEntries,
  status: v.optional(
    v.picklist(ORDER_STATUSES, `status must be one of ${ORDER_STATUSES.join(', ')}`),
  ),
});

export type RawListQuery = Readonly<Record<string, string | undefined>>;

const LIST_PARAMS = ['page', 'pageSize', 'q', 'status'] as const;

/**
 * Whether the caller asked for a page: any list parameter does. Without one the list calls
 * answer the spec's plain array, as they always have.
 */
export const asksForPage = (raw: RawListQuery): boolean =>
  LIST_PARAMS.some((name) => raw[name] !== undefined);

/** The API's reading of the list parameters, with a sentence for the first bad one. */
export function parseOrderPageQuery(raw: RawListQuery): Parsed<OrderPageQuery> {
  return parseInput(ListQuerySchema, {
    page: raw.page,
    pageSize: raw.pageSize,
    q: raw.q,
    status: raw.status,
  });
}

/** As `parseOrderPageQuery`, for the lists that have no status. */
export function parsePageQuery(raw: RawListQuery): Parsed<PageQuery> {
  const parsed = parseOrderPageQuery({ ...raw, status: undefined });
  if (!parsed.ok) return parsed;
  const { page, pageSize, q } = parsed.value;
  return { ok: true, value: { page, pageSize, q } };
}
