// GET /review: the newest reviews not hidden, a page at a time, so the home page stays
// small however many there are.
import { parseReviewListQuery } from '../../domain/review-list-query';
import { fail, ok, type Result } from '../../domain/result';
import type { Review } from '../../domain/review';
import type { ReviewStore } from '../ports/review-store.port';
import type { Refusal } from '../refusals';

export async function listPublishedReviews(
  reviews: Pick<ReviewStore, 'listPublished'>,
  rawQuery: Readonly<Record<string, string | undefined>>,
): Promise<Result<Review[], Refusal>> {
  const query = parseReviewListQuery(rawQuery);
  if (!query.ok) return fail({ code: 'invalid', message: query.message });
  return ok(await reviews.listPublished(query.value));
}
