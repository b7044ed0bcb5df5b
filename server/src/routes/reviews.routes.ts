// The reviews' calls (src/ports/calls/reviews.calls.ts), answered by src/application/reviews;
// writing one is rate limited per customer.
import { reviewHandlers } from '../../../src/application/reviews/review-handlers';
import { reviewCalls } from '../../../src/ports/calls/reviews.calls';
import type { AppDeps } from '../app-deps';
import { callRoutes } from '../http/call-routes';
import { perAccount } from '../http/rate-limits';

export function reviewRoutes(deps: AppDeps) {
  const reviewsPerUser = perAccount(deps.rateLimiter, 'reviewsPerUser');
  return callRoutes(reviewCalls, reviewHandlers, deps, { addReview: [reviewsPerUser] });
}
