import { describe, expect, it } from 'vitest';
import { parseReviewListQuery, reviewsBefore } from './review-list-query';

describe('the reviews one answer holds', () => {
  it('is the newest 20 when nothing is asked', () => {
    expect(parseReviewListQuery({})).toEqual({ ok: true, value: { limit: 20, page: 1 } });
  });

  it('reads a limit and a page, and says which one is wrong', () => {
    expect(parseReviewListQuery({ limit: '50', page: '1000' })).toEqual({
      ok: true,
      value: { limit: 50, page: 1000 },
    });
    expect(parseReviewListQuery({ limit: '51' })).toMatchObject({
      ok: false,
      message: 'limit must be a whole number from 1 to 50',
    });
    expect(parseReviewListQuery({ page: '0' })).toMatchObject({
      ok: false,
      message: 'page must be a whole number from 1 to 1000',
    });
  });

  it('skips the reviews of the pages before', () => {
    expect(reviewsBefore({ limit: 20, page: 1 })).toBe(0);
    expect(reviewsBefore({ limit: 20, page: 3 })).toBe(40);
  });
});
