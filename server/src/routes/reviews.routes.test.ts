import { describe, expect, it } from 'vitest';
import { RATING_MESSAGE } from '../../../src/domain/review';
import { setupRouteTest } from '../testing/setup-route-test';

const t = setupRouteTest();

describe('GET /review', () => {
  it('lists reviews as _id, rating and message', async () => {
    const id = await t.deps.reviews.add({ rating: '5', message: 'Great' }, 'a@x.test');
    expect(await t.call('GET', '/review')).toMatchObject({
      status: 200,
      body: [{ _id: id, rating: '5', message: 'Great' }],
    });
  });
});

describe('POST /review', () => {
  it.each([
    ['anonymous', 401],
    ['customer', 201],
    ['other', 201],
    ['admin', 201],
  ] as const)('%s gets %i', async (caller, status) => {
    const body = { rating: '4', message: 'Solid brushes' };
    const result = await t.call('POST', '/review', { token: t.tokens[caller], body });
    expect(result.status).toBe(status);
    expect(await t.deps.reviews.list()).toHaveLength(status === 201 ? 1 : 0);
  });

  it.each([
    ['a rating of 6', { rating: '6', message: 'x' }, RATING_MESSAGE],
    ['a rating that is a word', { rating: 'great', message: 'x' }, RATING_MESSAGE],
    ['no message', { rating: '3' }, 'Message is Required'],
    [
      'an extra field',
      { rating: '3', message: 'x', author: 'me' },
      '"author" is not an accepted field',
    ],
  ])('refuses %s', async (_, body, message) => {
    const result = await t.call('POST', '/review', { token: t.tokens.customer, body });
    expect(result).toMatchObject({ status: 400, body: { message } });
    expect(await t.deps.reviews.list()).toHaveLength(0);
  });
});
