// The Add Review page's API (POST /review), answered by the in-memory store with the
// customer signed in: the review is checked and stored as the API would.
import { worldApi } from './world-api';

export const addReviewHandlers = {
  accepting: () => worldApi({ signedInAs: 'customer' }).handlers,
  slow: () => worldApi({ signedInAs: 'customer', faults: { addReview: 'never' } }).handlers,
  failing: () => worldApi({ signedInAs: 'customer', faults: { addReview: 'server' } }).handlers,
};
