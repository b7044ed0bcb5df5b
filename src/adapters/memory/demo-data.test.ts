import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_DESCRIPTION_LIMIT } from '../../domain/display';
import { IdSchema } from '../../domain/fields';
import { OrderSchema } from '../../domain/order';
import { parseInput } from '../../domain/parse';
import { ReviewSchema } from '../../domain/review';
import { NewToolInputSchema, ToolSchema } from '../../domain/tool';
import { DEMO_ORDERS, DEMO_REVIEWS, DEMO_SEED, DEMO_TOOLS } from './demo-data';
import { createMemoryWorld } from './memory-world';

describe('demo data', () => {
  it('has at least six tools, each one the add-tool form would accept', () => {
    expect(DEMO_TOOLS.length).toBeGreaterThanOrEqual(6);
    for (const { _id, ...tool } of DEMO_TOOLS) {
      expect(parseInput(ToolSchema, { _id, ...tool }).ok).toBe(true);
      expect(parseInput(NewToolInputSchema, tool)).toEqual({ ok: true, value: tool });
      expect(tool.img).toMatch(/^\/images\/[a-z0-9-]+\.svg$/);
      // The API serves server/assets at /images, and so does Storybook: no broken image.
      expect(
        existsSync(
          new URL(`../../../server/assets/${tool.img.slice('/images/'.length)}`, import.meta.url),
        ),
      ).toBe(true);
    }
  });

  it('has a description long enough to be cut on a card', () => {
    const lengths = DEMO_TOOLS.map((tool) => Array.from(tool.description).length);
    expect(Math.max(...lengths)).toBeGreaterThan(CARD_DESCRIPTION_LIMIT);
  });

  it('uses distinct UUIDs for everything', () => {
    const ids = [...DEMO_TOOLS, ...DEMO_REVIEWS, ...DEMO_ORDERS].map((item) => item._id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(parseInput(IdSchema, id).ok).toBe(true);
  });

  it('has valid reviews and orders that agree with their tools', () => {
    for (const review of DEMO_REVIEWS) expect(parseInput(ReviewSchema, review).ok).toBe(true);
    for (const order of DEMO_ORDERS) {
      expect(parseInput(OrderSchema, order).ok).toBe(true);
      const tool = DEMO_TOOLS.find((t) => t._id === order.toolId);
      expect(order).toMatchObject({
        toolName: tool?.name,
        toolImg: tool?.img,
        toolPrice: (tool?.price ?? 0) * order.toolQty,
      });
    }
    expect(new Set(DEMO_ORDERS.map((order) => order.status))).toEqual(
      new Set(['unpaid', 'paid', 'shipped']),
    );
  });

  it('has the admin and the customer of architecture.md', () => {
    expect(DEMO_SEED.accounts).toEqual([
      expect.objectContaining({
        email: 'admin@paintco.test',
        password: 'admin-pass-1',
        role: 'admin',
      }),
      expect.objectContaining({ email: 'customer@paintco.test', password: 'customer-pass-1' }),
      expect.objectContaining({ email: 'morgan.trade@paintco.test', password: 'morgan-pass-1' }),
      expect.objectContaining({ email: 'bailey.buyer@paintco.test', password: 'bailey-pass-1' }),
    ]);
    expect(DEMO_SEED.accounts[1]).not.toHaveProperty('role');
  });

  it('has a trade account with a company admin and a buyer, signed in with their own', async () => {
    const world = createMemoryWorld();
    await world.signInAs({ email: 'bailey.buyer@paintco.test', password: 'bailey-pass-1' });
    expect(await world.api.getMyCompany()).toMatchObject({
      ok: true,
      value: { role: 'buyer', company: { name: 'Acme Painting Contractors' } },
    });
    // Its buyers pay its contract price: 10 % off every tool, this year and next.
    const roller = DEMO_SEED.tools[0];
    if (!roller) throw new Error('The seed has tools');
    const cart = await world.api.addToCart({ toolId: roller._id, qty: roller.minQty });
    const year = new Date().getUTCFullYear() + 1;
    expect(cart).toMatchObject({
      ok: true,
      value: {
        lines: [
          {
            unitPrice: (roller.price * 9) / 10,
            priceReason: `Contract price for Acme Painting Contractors (10 % off) until 31 Dec ${year}`,
          },
        ],
      },
    });
  });
});
