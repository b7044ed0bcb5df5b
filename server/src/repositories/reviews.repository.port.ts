// Customer reviews shown on the home page.
import type { NewReviewInput, Review } from '../../../src/domain/review';

export interface Reviews {
  list(): Promise<Review[]>;
  add(review: NewReviewInput, authorEmail: string): Promise<string>;
}
