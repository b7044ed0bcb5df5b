// Review moderation: an admin sees every review (hidden ones marked), hides one from the public list and shows
// it again; what is refused, and with which sentence. Each customer writes one review.
import { beforeEach, expect, it } from 'vitest';
import { sentenceOf } from '../../application/refusals';
import { REVIEW_VISIBILITY_MESSAGE } from '../../domain/review';
import {
  ApiContractKit,
  expectRefusal,
  UNKNOWN_ID,
  unwrap,
  type ApiContractSubject,
} from './api-contract-kit';

export function describeApiReviewsContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
  });

  /** A review the customer writes now; its id. */
  async function customersReview(message: string): Promise<string> {
    await kit.actAs('customer');
    const added = unwrap(await kit.api.addReview({ rating: '2', message }), 'addReview');
    return added.insertedId;
  }

  const publicIds = async () =>
    unwrap(await kit.api.listReviews(), 'listReviews').map((review) => review._id);

  it('hides a review from the public list and shows it again', async () => {
    const id = await customersReview('Hide this one, please.');
    await kit.actAs('admin');
    expect(unwrap(await kit.api.setReviewHidden(id, true), 'hide')).toEqual({ modifiedCount: 1 });
    expect(await publicIds()).not.toContain(id);
    const all = unwrap(await kit.api.listAllReviews(), 'listAllReviews');
    expect(all).toContainEqual(
      expect.objectContaining({ _id: id, message: 'Hide this one, please.', hidden: true }),
    );
    unwrap(await kit.api.setReviewHidden(id, false), 'show');
    expect(await publicIds()).toContain(id);
  });

  it('takes one review per customer, and refuses a second saying why', async () => {
    const id = await customersReview('My one review.');
    const second = await kit.api.addReview({ rating: '5', message: 'And another.' });
    expectRefusal(second, 'invalid', sentenceOf({ code: 'already-reviewed' }));
    expect(second.ok || second.error.status).toBe(409);
    const mine = unwrap(await kit.api.listReviews(), 'listReviews').filter((r) =>
      ['My one review.', 'And another.'].includes(r.message),
    );
    expect(mine.map((review) => review._id)).toEqual([id]);
    await kit.actAs('otherCustomer');
    unwrap(await kit.api.addReview({ rating: '4', message: 'Mine too.' }), 'Another customer');
  });

  it('answers an unknown id with not-found and a malformed one as invalid', async () => {
    await kit.actAs('admin');
    expectRefusal(
      await kit.api.setReviewHidden(UNKNOWN_ID, true),
      'not-found',
      'There is no review with that id.',
    );
    expectRefusal(await kit.api.setReviewHidden('42', true), 'invalid', 'That id is not valid');
  });

  it('refuses a visibility that is not true or false, saying why', async () => {
    const id = await customersReview('Still shown.');
    await kit.actAs('admin');
    const notBoolean = JSON.parse('"yes"') as boolean;
    expectRefusal(
      await kit.api.setReviewHidden(id, notBoolean),
      'invalid',
      REVIEW_VISIBILITY_MESSAGE,
    );
    expect(await publicIds()).toContain(id);
  });
}
