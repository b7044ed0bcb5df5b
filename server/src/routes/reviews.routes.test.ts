// GET/POST /review and their moderation (GET /reviews, PATCH /review/{id}), on PGlite and,
// when DATABASE_URL is set, on PostgreSQL.
import { describe, expect, it } from 'vitest';
import { REVIEW_VISIBILITY_MESSAGE, RATING_MESSAGE } from '../../../src/domain/review';
import { setupRouteTest } from '../testing/setup-route-test';
import { adminOnly } from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';

const UNKNOWN_ID = '0f0e0d0c-0b0a-4908-8706-050403020100';

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`reviews on ${kind}`, () => {
    const t = setupRouteTest({}, kind);

    const addAs = async (who: 'customer' | 'other', message = 'Great') => {
      const body = { rating: '5', message };
      const { body: added } = await t.call('POST', '/review', { token: t.tokens[who], body });
      return (added as { insertedId: string }).insertedId;
    };
    const addAsCustomer = (message?: string) => addAs('customer', message);
    const published = () => t.deps.reviews.listPublished({ limit: 50, page: 1 });

    describe('GET /review', () => {
      it("lists _id, rating and message with the author's name and the date", async () => {
        const id = await addAsCustomer();
        expect(await t.call('GET', '/review')).toMatchObject({
          status: 200,
          body: [
            {
              _id: id,
              rating: '5',
              message: 'Great',
              name: 'customer',
              createdAt: '2026-06-15T12:00:00.000Z',
            },
          ],
        });
      });

      it('shows "A customer" for an author it does not know, never an e-mail', async () => {
        await t.deps.reviews.add(
          { rating: '4', message: 'Fine' },
          'gone@paintco.test',
          t.clock.now(),
        );
        const { body } = await t.call('GET', '/review');
        expect(body).toMatchObject([{ name: 'A customer' }]);
        expect(JSON.stringify(body)).not.toContain('@');
      });

      it('leaves hidden reviews out', async () => {
        const hidden = await addAsCustomer('Hide me');
        const shown = await addAs('other', 'Keep me');
        await t.deps.reviews.setHidden(hidden, true);
        expect(await t.call('GET', '/review')).toMatchObject({
          status: 200,
          body: [{ _id: shown }],
        });
      });

      it('answers the newest 20, newest first, and another page when asked', async () => {
        for (let i = 0; i < 25; i += 1) {
          const token = await t.signIn(`reviewer${i}@paintco.test`, { name: `Reviewer ${i}` });
          await t.call('POST', '/review', { token, body: { rating: '4', message: `No. ${i}` } });
          t.clock.advance(1);
        }
        const messages = async (query = '') => {
          const { status, body } = await t.call('GET', `/review${query}`);
          expect(status).toBe(200);
          return (body as { message: string }[]).map((review) => review.message);
        };
        const numbered = (from: number, to: number) =>
          Array.from({ length: from - to + 1 }, (_, i) => `No. ${from - i}`);
        expect(await messages()).toEqual(numbered(24, 5));
        expect(await messages('?page=2')).toEqual(numbered(4, 0));
        expect(await messages('?limit=5&page=2')).toEqual(numbered(19, 15));
        expect(await messages('?limit=50')).toHaveLength(25);
      });

      it.each([
        ['?limit=0', 'limit must be a whole number from 1 to 50'],
        ['?limit=51', 'limit must be a whole number from 1 to 50'],
        ['?limit=ten', 'limit must be a whole number from 1 to 50'],
        ['?page=0', 'page must be a whole number from 1 to 1000'],
      ])('refuses %s with 400, saying why', async (query, message) => {
        expect(await t.call('GET', `/review${query}`)).toMatchObject({
          status: 400,
          body: { message },
        });
      });
    });

    describe('POST /review', () => {
      it('takes one review per customer: a second answers 409 and changes nothing', async () => {
        const first = await addAsCustomer('First thoughts');
        const second = await t.call('POST', '/review', {
          token: t.tokens.customer,
          body: { rating: '1', message: 'Second thoughts' },
        });
        expect(second).toMatchObject({
          status: 409,
          body: {
            code: 'already-reviewed',
            message:
              'You have already written a review: each customer writes one. Thank you for yours.',
          },
        });
        expect(await published()).toMatchObject([{ _id: first, message: 'First thoughts' }]);
        // Hidden by an admin, it still counts.
        await t.deps.reviews.setHidden(first, true);
        const again = { token: t.tokens.customer, body: { rating: '5', message: 'Again' } };
        expect((await t.call('POST', '/review', again)).status).toBe(409);
      });

      it('limits how often one customer posts: the sixth in ten minutes answers 429', async () => {
        const post = (who: 'customer' | 'other') =>
          t.call('POST', '/review', { token: t.tokens[who], body: { rating: '5', message: 'x' } });
        const statuses = [];
        for (let i = 0; i < 6; i += 1) statuses.push((await post('customer')).status);
        expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
        const limited = await post('customer');
        expect(limited).toMatchObject({
          status: 429,
          body: {
            message:
              'You are sending reviews too quickly. Please wait a few minutes and try again.',
          },
        });
        expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
        expect((await post('other')).status).toBe(201);
      });

      it.each([
        ['anonymous', 401],
        ['customer', 201],
        ['other', 201],
        ['admin', 201],
      ] as const)('%s gets %i', async (caller, status) => {
        const body = { rating: '4', message: 'Solid brushes' };
        const result = await t.call('POST', '/review', { token: t.tokens[caller], body });
        expect(result.status).toBe(status);
        expect(await published()).toHaveLength(status === 201 ? 1 : 0);
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
        expect(await published()).toHaveLength(0);
      });
    });

    describe('GET /reviews', () => {
      it.each(adminOnly(200))('%s gets %i', async (caller, status) => {
        expect((await t.call('GET', '/reviews', { token: t.tokens[caller] })).status).toBe(status);
      });

      it('lists hidden reviews too, marked, newest first', async () => {
        const older = await addAsCustomer('Older');
        t.clock.advance(60);
        const newer = await addAs('other', 'Newer');
        await t.deps.reviews.setHidden(older, true);
        expect(await t.call('GET', '/reviews', { token: t.tokens.admin })).toMatchObject({
          status: 200,
          body: [
            { _id: newer, hidden: false, name: 'other' },
            { _id: older, hidden: true, name: 'customer' },
          ],
        });
      });
    });

    describe('PATCH /review/{id}', () => {
      it.each(adminOnly(200))('%s hiding a review gets %i', async (caller, status) => {
        const id = await addAsCustomer();
        const body = { hidden: true };
        const result = await t.call('PATCH', `/review/${id}`, { token: t.tokens[caller], body });
        expect(result.status).toBe(status);
        expect(await published()).toHaveLength(status === 200 ? 0 : 1);
      });

      it('hides a review from the home page, and shows it again', async () => {
        const id = await addAsCustomer();
        const hide = { token: t.tokens.admin, body: { hidden: true } };
        expect(await t.call('PATCH', `/review/${id}`, hide)).toMatchObject({
          status: 200,
          body: { modifiedCount: 1 },
        });
        expect((await t.call('GET', '/review')).body).toEqual([]);
        const show = { token: t.tokens.admin, body: { hidden: false } };
        expect((await t.call('PATCH', `/review/${id}`, show)).status).toBe(200);
        expect((await t.call('GET', '/review')).body).toMatchObject([{ _id: id }]);
      });

      it('answers an unknown id with 404', async () => {
        const result = await t.call('PATCH', `/review/${UNKNOWN_ID}`, {
          token: t.tokens.admin,
          body: { hidden: true },
        });
        expect(result).toMatchObject({
          status: 404,
          body: { message: 'There is no review with that id.', code: 'no-such-review' },
        });
      });

      it.each([
        ['no body', undefined, 'The request body must be a JSON object'],
        ['hidden as text', { hidden: 'yes' }, REVIEW_VISIBILITY_MESSAGE],
        ['no hidden field', {}, REVIEW_VISIBILITY_MESSAGE],
        ['an extra field', { hidden: true, rating: '1' }, '"rating" is not an accepted field'],
        ['a list', [true], 'The request body must be a JSON object'],
      ])('refuses %s with 400, saying why', async (_, body, message) => {
        const id = await addAsCustomer();
        const result = await t.call('PATCH', `/review/${id}`, { token: t.tokens.admin, body });
        expect(result).toMatchObject({ status: 400, body: { message } });
        expect(await published()).toHaveLength(1);
      });

      it('refuses a body that is not JSON, and a malformed id, with 400', async () => {
        const id = await addAsCustomer();
        const notJson = await t.call('PATCH', `/review/${id}`, {
          token: t.tokens.admin,
          rawBody: '{hidden: true',
          headers: { 'Content-Type': 'application/json' },
        });
        expect(notJson).toMatchObject({
          status: 400,
          body: { message: 'The request body must be valid JSON' },
        });
        const badId = await t.call('PATCH', '/review/42', {
          token: t.tokens.admin,
          body: { hidden: true },
        });
        expect(badId).toMatchObject({ status: 400, body: { message: 'That id is not valid' } });
      });
    });
  });
}
