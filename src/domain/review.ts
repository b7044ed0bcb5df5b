// Review: a customer's rating ('1'..'5', a string as in the spec) and message, published
// with who wrote it and when, unless an admin has hidden it.
import * as v from 'valibot';
import { requiredText, strictObjectMessage } from './fields';

export const RATINGS = ['1', '2', '3', '4', '5'] as const;
export type Rating = (typeof RATINGS)[number];

export const RATING_MESSAGE = 'Rating must be a whole number from 1 to 5';

/** The name shown for a review whose author is unknown or gave no name. */
export const UNKNOWN_REVIEWER = 'A customer';

export const REVIEW_VISIBILITY_MESSAGE =
  'Send { "hidden": true } to hide a review or { "hidden": false } to show it';

export const RatingSchema = v.pipe(
  v.union([v.string(RATING_MESSAGE), v.number(RATING_MESSAGE)], RATING_MESSAGE),
  v.transform((input) => String(input).trim()),
  v.picklist(RATINGS, RATING_MESSAGE),
);

export const ReviewSchema = v.object({
  _id: v.string(),
  rating: v.picklist(RATINGS),
  message: v.string(),
  /** The reviewer's name, or UNKNOWN_REVIEWER. */
  name: v.string(),
  /** When it was written (ISO 8601). */
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type Review = v.InferOutput<typeof ReviewSchema>;

/** A review as an admin sees it: hidden ones too, marked. */
export const ModeratedReviewSchema = v.object({ ...ReviewSchema.entries, hidden: v.boolean() });
export type ModeratedReview = v.InferOutput<typeof ModeratedReviewSchema>;

export const NewReviewInputSchema = v.strictObject(
  {
    rating: RatingSchema,
    message: requiredText('Message is Required', 1000, 'Message'),
  },
  strictObjectMessage,
);
export type NewReviewInput = v.InferOutput<typeof NewReviewInputSchema>;

/** The body of `PATCH /review/{id}`: an admin hides or shows a review. */
export const ReviewVisibilityInputSchema = v.strictObject(
  { hidden: v.boolean(REVIEW_VISIBILITY_MESSAGE) },
  strictObjectMessage,
);
export type ReviewVisibilityInput = v.InferOutput<typeof ReviewVisibilityInputSchema>;

/** Who a review is shown as: the author's name in the store, else the name it was seeded with. */
export function reviewerName(...candidates: ReadonlyArray<string | null | undefined>): string {
  for (const name of candidates) {
    const trimmed = name?.trim();
    if (trimmed) return trimmed;
  }
  return UNKNOWN_REVIEWER;
}

/** What a search of the reviews looks in, as the API's SQL does: the name shown, the message. */
export const reviewSearchFields = (review: Pick<Review, 'name' | 'message'>): readonly string[] => [
  review.name,
  review.message,
];
