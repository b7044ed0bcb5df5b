// The reviews' calls (src/ports/calls/reviews.calls.ts), each answered by its use case: the
// API server registers these, and the in-memory API serves them, over their own stores.
import type { AuditTrail } from '../ports/audit-trail.port';
import type { ReviewStore } from '../ports/review-store.port';
import type { NewReviewInput, ReviewVisibilityInput } from '../../domain/review';
import type { CallHandlers, Ask, BodyAsk, SignedInAsk } from '../served-call';
import { addReview } from './add-review';
import { listPublishedReviews } from './list-reviews';
import { listAllReviews, setReviewVisibility } from './moderate-reviews';

export interface ReviewCallDeps {
  readonly reviews: ReviewStore;
  readonly audit: AuditTrail;
  readonly clock: { now(): Date };
}

export const reviewHandlers = {
  listReviews: (deps, ask: Ask) => listPublishedReviews(deps.reviews, ask.query),
  addReview: (deps, ask: BodyAsk<NewReviewInput>) =>
    addReview({ reviews: deps.reviews, now: deps.clock.now() }, ask.viewer, ask.body),
  listAllReviews: (deps, ask: SignedInAsk) => listAllReviews(deps.reviews, ask.viewer, ask.query),
  listAllReviewsPage: (deps, ask: SignedInAsk) =>
    listAllReviews(deps.reviews, ask.viewer, ask.query),
  setReviewHidden: (deps, ask: BodyAsk<ReviewVisibilityInput, { id: string }>) =>
    setReviewVisibility(deps.reviews, ask.viewer, ask.params.id, ask.body, deps.audit),
} satisfies CallHandlers<ReviewCallDeps>;
