// POST /review: anyone signed in writes a review, published at once under their name.
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
  return ok({ insertedId: await deps.reviews.add(review.value, viewer.email, deps.now) });
}
