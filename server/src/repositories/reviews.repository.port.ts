// Customer reviews: the use cases' review store, as the API's routes and the seed use it.
import type { ReviewStore } from '../../../src/application/ports/review-store.port';

export type Reviews = ReviewStore;
