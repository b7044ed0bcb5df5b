// The reviews as the use cases see them: the SQL repository on the server, a Map in the
// in-memory API. Names and dates are filled in by the store (the author's current name).
import type { ModeratedReview, NewReviewInput, Review } from '../../domain/review';

export interface ReviewStore {
  /** What the home page shows: every review not hidden, oldest first. */
  listPublished(): Promise<Review[]>;
  /** What an admin moderates: every review, newest first. */
  listAll(): Promise<ModeratedReview[]>;
  /** Records a review the signed-in `authorEmail` wrote at `writtenAt`; returns its id. */
  add(review: NewReviewInput, authorEmail: string, writtenAt: Date): Promise<string>;
  /** Hides or shows a review; returns how many reviews there were with that id (0 or 1). */
  setHidden(id: string, hidden: boolean): Promise<number>;
}
