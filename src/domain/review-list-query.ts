// `GET /review?limit=&page=`: the home page reads the newest reviews, a few at a time, so
// however many there are, one answer stays small. Absent, the newest REVIEWS_SHOWN.
import * as v from 'valibot';
import { wholeFrom } from './page-query';
import { parseInput, type Parsed } from './parse';

/** How many reviews one answer holds unless asked for fewer or more. */
export const REVIEWS_SHOWN = 20;
/** The most one answer holds. */
export const MAX_REVIEWS_SHOWN = 50;

export type ReviewListQuery = Readonly<v.InferOutput<typeof ReviewListQuerySchema>>;

const ReviewListQuerySchema = v.object({
  /** How many, newest first. */
  limit: v.optional(wholeFrom('limit', 1, MAX_REVIEWS_SHOWN), String(REVIEWS_SHOWN)),
  /** Which run of `limit` reviews, from 1 (the newest). */
  page: v.optional(wholeFrom('page', 1, 1_000), '1'),
});

/** The API's reading of the query string, with a sentence for the first bad parameter. */
export function parseReviewListQuery(
  raw: Readonly<Record<string, string | undefined>>,
): Parsed<ReviewListQuery> {
  return parseInput(ReviewListQuerySchema, { limit: raw['limit'], page: raw['page'] });
}

/** How many reviews come before the page. */
export const reviewsBefore = (query: ReviewListQuery): number => (query.page - 1) * query.limit;
