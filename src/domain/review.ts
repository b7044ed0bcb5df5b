// Review: a customer's rating ('1'..'5', a string as in the spec) and message.
import * as v from 'valibot';
import { requiredText, strictObjectMessage } from './fields';

export const RATINGS = ['1', '2', '3', '4', '5'] as const;
export type Rating = (typeof RATINGS)[number];

export const RATING_MESSAGE = 'Rating must be a whole number from 1 to 5';

export const RatingSchema = v.pipe(
  v.union([v.string(RATING_MESSAGE), v.number(RATING_MESSAGE)], RATING_MESSAGE),
  v.transform((input) => String(input).trim()),
  v.picklist(RATINGS, RATING_MESSAGE),
);

export const ReviewSchema = v.object({
  _id: v.string(),
  rating: v.picklist(RATINGS),
  message: v.string(),
});
export type Review = v.InferOutput<typeof ReviewSchema>;

export const NewReviewInputSchema = v.strictObject(
  {
    rating: RatingSchema,
    message: requiredText('Message is Required', 1000, 'Message'),
  },
  strictObjectMessage,
);
export type NewReviewInput = v.InferOutput<typeof NewReviewInputSchema>;
