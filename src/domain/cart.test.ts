import { describe, expect, it } from 'vitest';
import {
  cartLineOf,
  cartOf,
  fitQuantity,
  MAX_CART_LINES,
  mergeCartLines,
  setCartLines,
  TOOL_NOT_SOLD,
  withQty,
} from './cart';
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
