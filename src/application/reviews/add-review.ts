// POST /review: each signed-in customer writes one review of the store, published at once
// under their name (an admin can hide it); a second is refused.
import { NewReviewInputSchema } from '../../domain/review';
import { parseInput } from '../../domain/parse';
import { fail, ok, type Result } from '../../domain/result';
import type { ReviewStore } from '../ports/review-store.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';

export async function addReview(
  deps: { readonly reviews: Pick<ReviewStore, 'add'>; readonly now: Date },
  viewer: Viewer,
  input: unknown,
): Promise<Result<{ insertedId: string }, Refusal>> {
  const review = parseInput(NewReviewInputSchema, input);
  if (!review.ok) return fail({ code: 'invalid', message: review.message });
  const insertedId = await deps.reviews.add(review.value, viewer.email, deps.now);
  if (insertedId === undefined) return fail({ code: 'already-reviewed' });
  return ok({ insertedId });
}
