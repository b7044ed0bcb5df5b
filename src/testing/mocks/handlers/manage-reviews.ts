// The Manage Reviews page's API (GET /reviews, PATCH /review/{id} to hide or show), answered
// by the in-memory store: the seed's reviews and a long one, the last of them hidden, with
// the admin signed in.
import { sampleReviews } from '../catalogue-fixtures';
import { worldApi, type CallFault } from './world-api';

type ReviewCalls = 'listAllReviews' | 'setReviewHidden';

/** The review the stories start hidden. */
export const hiddenSample = sampleReviews[sampleReviews.length - 1];

function asAdmin(faults: Partial<Record<ReviewCalls, CallFault>> = {}) {
  const { world, handlers } = worldApi({
    signedInAs: 'admin',
    seed: { reviews: sampleReviews },
    faults,
  });
  const hidden = hiddenSample && world.state.reviews.get(hiddenSample._id);
  if (hidden) hidden.hidden = true;
  return handlers;
}

export const manageReviewsHandlers = {
  served: () => asAdmin(),
  slowHide: () => asAdmin({ setReviewHidden: 'never' }),
  failingHide: () => asAdmin({ setReviewHidden: 'server' }),
};
