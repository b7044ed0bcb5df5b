import { describe, expect, it } from 'vitest';
import {
  NewReviewInputSchema,
  RATING_MESSAGE,
  REVIEW_VISIBILITY_MESSAGE,
  ReviewVisibilityInputSchema,
  reviewerName,
  UNKNOWN_REVIEWER,
} from './review';
import { parseInput } from './parse';

describe('review input', () => {
  it.each(['1', '5', 3, ' 4 '])('accepts the rating %j as a string', (rating) => {
    const result = parseInput(NewReviewInputSchema, { rating, message: 'Great rollers' });
    expect(result).toEqual({
      ok: true,
      value: { rating: String(rating).trim(), message: 'Great rollers' },
    });
  });

  it.each(['0', '6', '4.5', 'five', '', 2.5, null])('refuses the rating %j', (rating) => {
    const result = parseInput(NewReviewInputSchema, { rating, message: 'x' });
    expect(result).toMatchObject({ ok: false, fieldErrors: { rating: RATING_MESSAGE } });
  });

  it('requires a message', () => {
    const result = parseInput(NewReviewInputSchema, { rating: '4', message: ' ' });
    expect(result).toMatchObject({ ok: false, fieldErrors: { message: 'Message is Required' } });
  });

  it('limits a message to 1000 characters', () => {
    const result = parseInput(NewReviewInputSchema, { rating: '4', message: 'a'.repeat(1001) });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { message: 'Message must be 1000 characters or fewer' },
    });
  });
});

describe('review messages', () => {
  it('says which ratings are accepted', () => {
    expect(parseInput(NewReviewInputSchema, { rating: '6', message: 'x' })).toMatchObject({
      ok: false,
      message: 'Rating must be a whole number from 1 to 5',
    });
  });
});

describe('who a review shows as', () => {
  it("takes the author's name, else the name it was written under", () => {
    expect(reviewerName('Casey Customer', 'Morgan Reyes')).toBe('Casey Customer');
    expect(reviewerName(null, 'Morgan Reyes')).toBe('Morgan Reyes');
  });

  it.each([[[]], [[null, undefined]], [['', '  ']]])(
    'says "A customer" when no name is known (%j)',
    (names) => {
      expect(reviewerName(...names)).toBe(UNKNOWN_REVIEWER);
      expect(UNKNOWN_REVIEWER).toBe('A customer');
    },
  );
});

describe('review visibility input', () => {
  it.each([true, false])('accepts hidden: %s', (hidden) => {
    expect(parseInput(ReviewVisibilityInputSchema, { hidden })).toEqual({
      ok: true,
      value: { hidden },
    });
  });

  it.each([{}, { hidden: 'true' }, { hidden: 1 }, { hidden: null }])('refuses %j', (body) => {
    expect(parseInput(ReviewVisibilityInputSchema, body)).toMatchObject({
      ok: false,
      message: REVIEW_VISIBILITY_MESSAGE,
    });
  });

  it('names a field it does not accept', () => {
    expect(parseInput(ReviewVisibilityInputSchema, { hidden: true, name: 'x' })).toMatchObject({
      ok: false,
      message: '"name" is not an accepted field',
    });
  });
});
