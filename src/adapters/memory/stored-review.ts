// A review as the in-memory world keeps it: who wrote it stays inside, and the name shown
// is worked out on reading (review-store.in-memory.ts), as the SQL store joins it.
import type { Review } from '../../domain/review';

export interface StoredReview {
  readonly _id: string;
  readonly rating: Review['rating'];
  readonly message: string;
  readonly createdAt: string;
  /** The signed-in author; seeded reviews have none. */
  readonly authorEmail?: string;
  /** The name a seeded review was written under. */
  readonly authorName?: string;
  hidden: boolean;
}

/** A seeded review: written by someone without an account, under the name it carries. */
export const seededReview = ({ name, ...review }: Review): StoredReview => ({
  ...review,
  authorName: name,
  hidden: false,
});
