// The reviews as the use cases see them: the SQL repository on the server, a Map in the
// in-memory API. Names and dates are filled in by the store (the author's current name).
import type { ModeratedReview, NewReviewInput, Review } from '../../domain/review';
import type { Page, PageQuery } from '../../domain/page';
import type { ReviewListQuery } from '../../domain/review-list-query';

export interface ReviewStore {
  /** What the home page shows: the reviews not hidden, newest first, one page of them. */
  listPublished(query: ReviewListQuery): Promise<Review[]>;
  /** What an admin moderates: every review, newest first. */
  listAll(): Promise<ModeratedReview[]>;
  /** One page of every review, newest first, whose name or message contains the search. */
  findPage(query: PageQuery): Promise<Page<ModeratedReview>>;
  /**
   * Records a review the signed-in `authorEmail` wrote at `writtenAt`; returns its id, or
   * undefined when they have written one already (one per customer, whatever its state).
   */
  add(review: NewReviewInput, authorEmail: string, writtenAt: Date): Promise<string | undefined>;
  /** Hides or shows a review; returns how many reviews there were with that id (0 or 1). */
  setHidden(id: string, hidden: boolean): Promise<number>;
}
