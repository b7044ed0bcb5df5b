// The review use cases on a Map-backed store: who may write, list and hide, and what each
// refusal is. No network and no database.
import { pageOf, type Page, type PageQuery } from '../../domain/page';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ModeratedReview, NewReviewInput, Review } from '../../domain/review';
import type { ReviewListQuery } from '../../domain/review-list-query';
import type { NewAuditEntry } from '../../domain/audit-log';
import type { ReviewStore } from '../ports/review-store.port';
import type { Viewer } from '../viewer';
import { addReview } from './add-review';
import { listPublishedReviews } from './list-reviews';
import { listAllReviews, setReviewVisibility } from './moderate-reviews';

const ID = '7b2e4a90-1c3d-4e5f-8a6b-7c8d9e0f1a10';
const now = new Date('2026-03-12T10:00:00Z');

const customer: Viewer = {
  email: 'casey@paintco.test',
  isAdmin: false,
  adminNeedsVerifiedEmail: false,
};
const admin: Viewer = {
  email: 'avery@paintco.test',
  isAdmin: true,
  adminNeedsVerifiedEmail: false,
};

/** Reviews in a Map, each shown under its author's e-mail (the use cases do not name people). */
class ReviewsInMap implements ReviewStore {
  readonly rows = new Map<string, ModeratedReview>();
  readonly queries: ReviewListQuery[] = [];
  async listPublished(query: ReviewListQuery): Promise<Review[]> {
    this.queries.push(query);
    return [...this.rows.values()].filter((r) => !r.hidden).map(({ hidden: _, ...r }) => r);
  }
  async listAll(): Promise<ModeratedReview[]> {
    return [...this.rows.values()];
  }
  async findPage(query: PageQuery): Promise<Page<ModeratedReview>> {
    return pageOf([...this.rows.values()], query);
  }
  async add(
    review: NewReviewInput,
    authorEmail: string,
    writtenAt: Date,
  ): Promise<string | undefined> {
    if ([...this.rows.values()].some((r) => r.name === authorEmail)) return undefined;
    const _id = this.rows.size === 0 ? ID : crypto.randomUUID();
    const createdAt = writtenAt.toISOString();
    this.rows.set(_id, { _id, ...review, name: authorEmail, createdAt, hidden: false });
    return _id;
  }
  async setHidden(id: string, hidden: boolean): Promise<number> {
    const row = this.rows.get(id);
    if (!row) return 0;
    this.rows.set(id, { ...row, hidden });
    return 1;
  }
}

let reviews: ReviewsInMap;
let audited: NewAuditEntry[];
const audit = { record: async (entry: NewAuditEntry) => void audited.push(entry) };
beforeEach(() => {
  audited = [];
  reviews = new ReviewsInMap();
});

describe('adding a review', () => {
  it('records it for the viewer, dated now', async () => {
    const added = await addReview({ reviews, now }, customer, { rating: '4', message: 'Solid' });
    expect(added).toEqual({ ok: true, value: { insertedId: ID } });
    expect(await reviews.listPublished({ limit: 20, page: 1 })).toEqual([
      {
        _id: ID,
        rating: '4',
        message: 'Solid',
        name: customer.email,
        createdAt: now.toISOString(),
      },
    ]);
  });

  it('refuses a second review by the same customer', async () => {
    await addReview({ reviews, now }, customer, { rating: '4', message: 'First' });
    expect(await addReview({ reviews, now }, customer, { rating: '1', message: 'Again' })).toEqual({
      ok: false,
      error: { code: 'already-reviewed' },
    });
    expect(reviews.rows.size).toBe(1);
  });
});

describe('listing the published reviews', () => {
  it('reads the newest 20 unless asked for another page, and says why a query is wrong', async () => {
    expect(await listPublishedReviews(reviews, {})).toEqual({ ok: true, value: [] });
    await listPublishedReviews(reviews, { limit: '5', page: '3' });
    expect(reviews.queries).toEqual([
      { limit: 20, page: 1 },
      { limit: 5, page: 3 },
    ]);
    expect(await listPublishedReviews(reviews, { limit: '100' })).toEqual({
      ok: false,
      error: { code: 'invalid', message: 'limit must be a whole number from 1 to 50' },
    });
    expect(reviews.queries).toHaveLength(2);
  });
});

describe('moderating reviews', () => {
  beforeEach(async () => {
    await addReview({ reviews, now }, customer, { rating: '2', message: 'Meh' });
  });

  it('lets an admin hide a review, which leaves the published list only', async () => {
    expect(await setReviewVisibility(reviews, admin, ID, { hidden: true }, audit)).toEqual({
      ok: true,
      value: { modifiedCount: 1 },
    });
    expect(await reviews.listPublished({ limit: 20, page: 1 })).toEqual([]);
    expect(audited).toEqual([
      { actor: admin.email, action: 'review-hidden', subject: expect.any(String), subjectId: ID },
    ]);
    expect(await listAllReviews(reviews, admin)).toMatchObject({
      ok: true,
      value: [{ _id: ID, hidden: true }],
    });
  });

  it('refuses a customer', async () => {
    expect(await setReviewVisibility(reviews, customer, ID, { hidden: true }, audit)).toEqual({
      ok: false,
      error: { code: 'admin-only' },
    });
    expect(await listAllReviews(reviews, customer)).toEqual({
      ok: false,
      error: { code: 'admin-only' },
    });
  });

  it.each([
    [
      'an unknown id',
      '0f0e0d0c-0b0a-4908-8706-050403020100',
      { hidden: true },
      { code: 'no-such-review' },
    ],
  ])('refuses %s', async (_, id, body, error) => {
    expect(await setReviewVisibility(reviews, admin, id, body, audit)).toEqual({
      ok: false,
      error,
    });
    expect(await reviews.listPublished({ limit: 20, page: 1 })).toHaveLength(1);
  });
});
