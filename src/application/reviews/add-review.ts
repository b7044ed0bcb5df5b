// POST /review: each signed-in customer writes one review of the store, published at once
// under their name (an admin can hide it); a second is refused.
import type { NewReviewInput } from '../../domain/review';
import { fail, ok, type Result } from '../../domain/result';
import type { ReviewStore } from '../ports/review-store.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';

export async function addReview(
  deps: { readonly reviews: Pick<ReviewStore, 'add'>; readonly now: Date },
  viewer: Viewer,
  review: NewReviewInput,
): Promise<Result<{ insertedId: string }, Refusal>> {
  const insertedId = await deps.reviews.add(review, viewer.email, deps.now);
  if (insertedId === undefined) return fail({ code: 'already-reviewed' });
  return ok({ insertedId });
}
