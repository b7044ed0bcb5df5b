import { describe, expect, it } from 'vitest';
import { NewReviewInputSchema, RATING_MESSAGE } from './review';
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
