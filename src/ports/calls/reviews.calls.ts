// The reviews' calls: the published ones, writing one, and the admin's moderation.
import * as v from 'valibot';
import {
  ModeratedReviewSchema,
  NewReviewInputSchema,
  type NewReviewInput,
  ReviewSchema,
  ReviewVisibilityInputSchema,
} from '../../domain/review';
import { call } from './call';
import { IdParam, pageOf } from './queries';
import { InsertedSchema, ModifiedSchema } from './replies';

export const reviewCalls = {
  listReviews: call({
    method: 'get',
    path: '/review',
    access: 'public',
    summary: 'The published reviews.',
    reply: v.array(ReviewSchema),
    request: () => ({}),
  }),
  addReview: call({
    method: 'post',
    path: '/review',
    access: 'signed-in',
    summary: 'Writes your review (one a customer).',
    body: NewReviewInputSchema,
    reply: InsertedSchema,
    status: 201,
    refusals: ['invalid', 'already-reviewed'],
    otherStatuses: [429],
    request: (review: NewReviewInput) => ({ body: review }),
  }),
  listAllReviews: call({
    method: 'get',
    path: '/reviews',
    access: 'admin',
    summary: 'Every review, hidden ones too; with ?page= one page, by name or message.',
    reply: v.array(ModeratedReviewSchema),
    request: () => ({}),
  }),
  listAllReviewsPage: call({
    method: 'get',
    path: '/reviews',
    access: 'admin',
    summary: 'One page of the reviews.',
    ...pageOf(ModeratedReviewSchema),
  }),
  setReviewHidden: call({
    method: 'patch',
    path: '/review/:id',
    access: 'admin',
    summary: 'Hides a review from the home page, or shows it.',
    params: { id: IdParam },
    body: ReviewVisibilityInputSchema,
    reply: ModifiedSchema,
    refusals: ['invalid', 'no-such-review'],
    request: (reviewId: string, hidden: boolean) => ({
      params: { id: reviewId },
      body: { hidden },
    }),
  }),
};
