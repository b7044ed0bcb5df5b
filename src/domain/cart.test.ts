import { describe, expect, it } from 'vitest';
import {
  CartMergeInputSchema,
  cartLineOf,
  cartOf,
  fitQuantity,
  MAX_CART_LINES,
  mergeCartLines,
  setCartLines,
  StoredCartLineSchema,
  TOOL_NOT_SOLD,
  withQty,
} from './cart';
import { parseInput } from './parse';
import { aboveAvailableMessage, belowMinimumMessage } from './quantity';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const brush = { _id: id(1), name: 'Brush', img: '/b.svg', price: 12, minQty: 2, availableQty: 5 };
const roller = {
  _id: id(2),
  name: 'Roller',
  img: '/r.svg',
  price: 7,
  minQty: 10,
  availableQty: 100,
};
const tools = new Map([brush, roller].map((tool) => [tool._id, tool]));

describe('a cart line', () => {
  it('is priced from its tool today', () => {
    expect(cartLineOf({ toolId: brush._id, qty: 3 }, brush)).toEqual({
      toolId: brush._id,
      qty: 3,
      toolName: 'Brush',
      toolImg: '/b.svg',
      unitPrice: 12,
      minQty: 2,
      availableQty: 5,
      total: 36,
      basePrice: 12,
      tiers: [],
      priceSource: 'base',
      priceReason: 'List price',
    });
  });

  it('is priced again for a new quantity by the same tiers', () => {
    const tiered = { ...roller, availableQty: 600, tiers: [{ fromQty: 100, price: 6.3 }] };
    const line = cartLineOf({ toolId: roller._id, qty: 10 }, tiered);
    const more = withQty(line, 100);
    expect(more).toEqual(cartLineOf({ toolId: roller._id, qty: 100 }, tiered));
    expect(more.total).toBe(630);
    expect(cartOf([line, more]).total).toBe(line.total + 630);
  });

  it('says the spec’s sentence when its quantity no longer fits', () => {
    expect(cartLineOf({ toolId: brush._id, qty: 6 }, brush).problem).toBe(
      aboveAvailableMessage(brush),
    );
    expect(cartLineOf({ toolId: brush._id, qty: 1 }, brush).problem).toBe(
      belowMinimumMessage(brush),
    );
  });

  it('names a deleted tool as it was added, and counts for nothing', () => {
    const line = cartLineOf({ toolId: id(9), qty: 2, toolName: 'Old Sprayer' }, undefined);
    expect(line).toMatchObject({ toolName: 'Old Sprayer', problem: TOOL_NOT_SOLD, total: 0 });
    expect(cartOf([line, cartLineOf({ toolId: brush._id, qty: 2 }, brush)]).total).toBe(24);
  });
});

describe('fitting a quantity to a tool today', () => {
  it('raises to the minimum, lowers to the stock, and gives up below the minimum', () => {
    expect(fitQuantity(roller, 3)).toBe(10);
    expect(fitQuantity(roller, 300)).toBe(100);
    expect(fitQuantity(roller, 40)).toBe(40);
    expect(fitQuantity({ ...roller, availableQty: 9 }, 40)).toBeUndefined();
    expect(fitQuantity({ ...roller, minQty: 0, availableQty: 0 }, 1)).toBeUndefined();
  });
});

describe('merging a visitor’s cart into the account’s', () => {
  it('sums a shared tool within its stock, adds new ones and drops unknown tools', () => {
    const merged = mergeCartLines(
      [{ toolId: brush._id, qty: 3 }],
      [
        { toolId: brush._id, qty: 4 },
        { toolId: roller._id, qty: 1 },
        { toolId: id(9), qty: 1 },
      ],
      (toolId) => tools.get(toolId),
    );
    expect(merged).toEqual([
      { toolId: brush._id, qty: 5 },
      { toolId: roller._id, qty: 10 },
    ]);
  });

  it('adds no new tool to a full cart', () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, n) => ({
      toolId: id(100 + n),
      qty: 1,
    }));
    const merged = mergeCartLines(full, [{ toolId: brush._id, qty: 2 }], (toolId) =>
      tools.get(toolId),
    );
    expect(merged).toHaveLength(MAX_CART_LINES);
    expect(merged.some((line) => line.toolId === brush._id)).toBe(false);
  });
});

describe('setting lines of a cart', () => {
  it('replaces the lines of tools it holds in place, and adds the others last', () => {
    const held = [
      { toolId: id(1), qty: 2 },
      { toolId: id(2), qty: 10 },
    ];
    const set = [
      { toolId: id(3), qty: 1 },
      { toolId: id(1), qty: 4 },
    ];
    const after = setCartLines(held, set);
    expect(after).toEqual([
      { toolId: id(1), qty: 4 },
      { toolId: id(2), qty: 10 },
      { toolId: id(3), qty: 1 },
    ]);
    // Copies: a change to what it answers leaves what it was given as it was.
    expect(after[1]).not.toBe(held[1]);
    expect(held).toEqual([
      { toolId: id(1), qty: 2 },
      { toolId: id(2), qty: 10 },
    ]);
  });
});

describe('a cart line, each of its parts', () => {
  const tiered = { ...roller, tiers: [{ fromQty: 50, price: 6 }] };

  it('names a deleted tool whose name was not kept, with no image', () => {
    expect(cartLineOf({ toolId: id(9), qty: 2 }, undefined)).toStrictEqual({
      toolId: id(9),
      qty: 2,
      toolName: 'A tool no longer sold',
      toolImg: '',
      unitPrice: 0,
      minQty: 0,
      availableQty: 0,
      total: 0,
      basePrice: 0,
      tiers: [],
      priceSource: 'base',
      priceReason: '',
      problem: 'This tool is no longer sold. Remove it from your cart.',
    });
  });

  it('has neither a problem nor a next tier when there is none to tell', () => {
    const line = cartLineOf({ toolId: brush._id, qty: 3 }, brush);
    expect(Object.keys(line)).not.toContain('problem');
    expect(Object.keys(line)).not.toContain('nextTier');
  });

  it('tells the cheaper tier a line can reach, while its quantity is right', () => {
    expect(cartLineOf({ toolId: roller._id, qty: 20 }, tiered).nextTier).toEqual({
      addQty: 30,
      unitPrice: 6,
    });
    const below = cartLineOf({ toolId: roller._id, qty: 5 }, tiered);
    expect(below.problem).toBe('you need to order atleast 10 Roller');
    expect(Object.keys(below)).not.toContain('nextTier');
  });

  it('says a line is too dear to order even when its quantity is right', () => {
    const dear = { ...brush, price: 999_999 };
    const line = cartLineOf({ toolId: brush._id, qty: 2 }, dear);
    expect(line).toMatchObject({
      problem: 'An order can total at most $999,999.00. Please order fewer.',
      unitPrice: 999_999,
      total: 0,
    });
    expect(cartOf([line]).total).toBe(0);
  });
});

describe('fitting a quantity, at the limits', () => {
  it('fits when the stock is exactly the minimum, or a single unit', () => {
    expect(fitQuantity({ ...roller, minQty: 10, availableQty: 10 }, 3)).toBe(10);
    expect(fitQuantity({ ...roller, minQty: 1, availableQty: 1 }, 5)).toBe(1);
  });
});

describe('merging, at the limits', () => {
  const full = Array.from({ length: MAX_CART_LINES - 1 }, (_, n) => ({
    toolId: id(100 + n),
    qty: 1,
  }));

  it('still sums a tool the full cart already holds', () => {
    const merged = mergeCartLines(
      [...full, { toolId: brush._id, qty: 2 }],
      [{ toolId: brush._id, qty: 1 }],
      (toolId) => tools.get(toolId),
    );
    expect(merged).toHaveLength(MAX_CART_LINES);
    expect(merged.at(-1)).toEqual({ toolId: brush._id, qty: 3 });
  });

  it('leaves out a tool whose stock is below its minimum', () => {
    const scarce = { ...roller, availableQty: 9 };
    expect(mergeCartLines([], [{ toolId: roller._id, qty: 10 }], () => scarce)).toEqual([]);
  });
});

describe('what a cart refuses, in words', () => {
  it('says how many tools a cart can hold', () => {
    const lines = Array.from({ length: MAX_CART_LINES + 1 }, (_, n) => ({
      toolId: id(100 + n),
      qty: 1,
    }));
    expect(parseInput(CartMergeInputSchema, { lines })).toMatchObject({
      ok: false,
      message: 'Your cart can hold at most 50 different tools',
    });
  });

  it('names the quantity of a stored line', () => {
    expect(parseInput(StoredCartLineSchema, { toolId: id(1), qty: 0 })).toMatchObject({
      ok: false,
      message: 'Quantity must be at least 1',
    });
  });
});
