// The compiler holds a handler map to its calls' replies: these lines typecheck only while
// a handler answering another shape is refused (tsc -b runs over this file).
import { expect, it } from 'vitest';
import { ok } from '../../domain/result';
import type { CheckedReplies } from './checked-replies';
import type { reviewCalls } from './reviews.calls';
import type { userCalls } from './users.calls';

type Reviews = CheckedReplies<typeof reviewCalls>;

it('takes a handler answering its reply, and a list answering its pages', () => {
  const right = {
    setReviewHidden: async () => ok({ modifiedCount: 1 }),
    listUsers: async () => ok({ items: [], total: 0, page: 1, pageSize: 20 }),
  } satisfies Reviews & CheckedReplies<typeof userCalls>;
  expect(Object.keys(right)).toHaveLength(2);
});

it('refuses a handler answering another shape', () => {
  const wrong = {
    // @ts-expect-error: setReviewHidden answers { modifiedCount }
    setReviewHidden: async () => ok({ modified: 1 }),
  } satisfies Reviews;
  const notAPage = {
    // @ts-expect-error: setReviewHidden does not share a route with a page call
    setReviewHidden: async () => ok({ items: [], total: 0, page: 1, pageSize: 20 }),
  } satisfies Reviews;
  expect([wrong, notAPage]).toHaveLength(2);
});
