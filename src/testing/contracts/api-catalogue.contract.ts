// Tools and reviews: what the catalogue and the review wall answer, and what they refuse.
import { beforeEach, describe, expect, it } from 'vitest';
import { RATING_MESSAGE, type NewReviewInput } from '../../domain/review';
import type { NewToolInput } from '../../domain/tool';
import { nameSlug } from '../../domain/tool-slug';
import {
  ApiContractKit,
  CONTRACT_TOOL,
  expectRefusal,
  UNKNOWN_ID,
  untyped,
  unwrap,
  type ApiContractSubject,
} from './api-contract-kit';

export function describeApiCatalogueContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
  });

  describe('tools', () => {
    it('adds a tool that anyone can then read and find in the list', async () => {
      await kit.actAs('admin');
      const { insertedId } = unwrap(await kit.api.addTool(CONTRACT_TOOL), 'addTool');
      await kit.actAs('anonymous');
      const tool = unwrap(await kit.api.getTool(insertedId), 'getTool');
      expect(tool).toEqual({
        _id: insertedId,
        ...CONTRACT_TOOL,
        tiers: [],
        lowStockThreshold: 0,
        // Made from its name; a number on a tool of an earlier test is not taken twice.
        partNumber: expect.stringMatching(/^CONTRACT-TEST-ROLLER(-\d+)?$/),
        packSize: 1,
        maxPerOrder: 0,
      });
      expect(unwrap(await kit.api.listTools(), 'listTools')).toContainEqual(tool);
    });

    it.for<[string, Record<string, unknown>, string]>([
      ['no name', { name: '' }, 'Name is Required'],
      ['no description', { description: ' ' }, 'Description is Required'],
      ['a price that is not a number', { price: 'cheap' }, 'Price must be a number'],
      ['a fractional price', { price: 7.5 }, 'Price must be a whole number'],
      [
        'a minimum above the stock',
        { minQty: 200 },
        'Minimum quantity cannot be more than the available quantity',
      ],
      ['an extra field', { paid: true }, '"paid" is not an accepted field'],
    ])('refuses a tool with %s, saying why', async ([, change, message]) => {
      await kit.actAs('admin');
      const before = unwrap(await kit.api.listTools(), 'listTools').length;
      const tool = untyped<NewToolInput>({ ...CONTRACT_TOOL, ...change });
      expectRefusal(await kit.api.addTool(tool), 'invalid', message);
      expect(unwrap(await kit.api.listTools(), 'listTools')).toHaveLength(before);
    });

    it('deletes a tool: gone from reads and the list, and a second delete finds nothing', async () => {
      const tool = await kit.addTool();
      expect(await kit.api.deleteTool(tool._id)).toEqual({ ok: true, value: { deletedCount: 1 } });
      expectRefusal(await kit.api.getTool(tool._id), 'not-found');
      expect(unwrap(await kit.api.listTools(), 'listTools')).not.toContainEqual(tool);
      expectRefusal(await kit.api.deleteTool(tool._id), 'not-found');
    });

    it('answers an unknown tool id with not-found and a malformed one as invalid', async () => {
      expectRefusal(await kit.api.getTool(UNKNOWN_ID), 'not-found');
      expectRefusal(await kit.api.getTool('42'), 'invalid', 'That id is not valid');
      await kit.actAs('admin');
      expectRefusal(await kit.api.deleteTool('42'), 'invalid', 'That id is not valid');
    });

    it("finds a tool's public page by any slug ending with its id, with the canonical slug", async () => {
      const tool = await kit.addTool();
      const key = tool._id.replace(/-/g, '');
      const slug = `${nameSlug(tool.name)}-${key.slice(-8)}`;
      await kit.actAs('anonymous');
      expect(unwrap(await kit.api.getToolPage(`anything-${key}`), 'getToolPage')).toEqual({
        slug,
        tool,
      });
      expect(unwrap(await kit.api.getToolPage(slug), 'getToolPage')).toEqual({ slug, tool });
      expectRefusal(await kit.api.getToolPage(`${nameSlug(tool.name)}-ffff0000`), 'not-found');
      await kit.actAs('admin');
      unwrap(await kit.api.deleteTool(tool._id), 'deleteTool');
      expectRefusal(await kit.api.getToolPage(slug), 'not-found');
    });

    it('gives copies: changing an answer does not change the store', async () => {
      const tool = await kit.addTool();
      const listed = unwrap(await kit.api.listTools(), 'listTools');
      for (const each of listed) each.availableQty = 0;
      const read = await kit.tool(tool._id);
      read.price = 1;
      expect(await kit.tool(tool._id)).toEqual(tool);
    });
  });

  describe('reviews', () => {
    it("adds a review that appears in the public list, under its author's name", async () => {
      await kit.actAs('customer');
      const { name } = unwrap(await kit.api.getProfile(await kit.email('customer')), 'getProfile');
      const review = {
        rating: '4',
        message: 'The frames are sturdy and the covers last.',
      } as const;
      const { insertedId } = unwrap(await kit.api.addReview(review), 'addReview');
      await kit.actAs('anonymous');
      expect(unwrap(await kit.api.listReviews(), 'listReviews')).toContainEqual({
        _id: insertedId,
        ...review,
        name,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    });

    it.for<[string, Record<string, unknown>, string]>([
      ['a rating above 5', { rating: '6', message: 'Great' }, RATING_MESSAGE],
      ['a rating of 0', { rating: '0', message: 'Bad' }, RATING_MESSAGE],
      ['no message', { rating: '5', message: '' }, 'Message is Required'],
      [
        'an extra field',
        { rating: '5', message: 'Hi', email: 'x@y.test' },
        '"email" is not an accepted field',
      ],
    ])('refuses a review with %s, saying why', async ([, review, message]) => {
      await kit.actAs('customer');
      const before = unwrap(await kit.api.listReviews(), 'listReviews').length;
      expectRefusal(await kit.api.addReview(untyped<NewReviewInput>(review)), 'invalid', message);
      expect(unwrap(await kit.api.listReviews(), 'listReviews')).toHaveLength(before);
    });
  });
}
