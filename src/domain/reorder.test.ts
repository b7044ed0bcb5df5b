import { describe, expect, it } from 'vitest';
import { CART_FULL, MAX_CART_LINES } from './cart';
import { ALREADY_AT_STOCK, NO_LONGER_SOLD, OUT_OF_STOCK, planReorder } from './reorder';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const brush = { name: 'Brush', minQty: 2, availableQty: 5 };
const roller = { name: 'Roller', minQty: 10, availableQty: 100 };
const limits = new Map([
  [id(1), brush],
  [id(2), roller],
  [id(3), { name: 'Tray', minQty: 4, availableQty: 3 }],
]);
const toolOf = (toolId: string) => limits.get(toolId);

describe('reordering a past order', () => {
  it('fits each line to today’s minimum and stock, on top of the cart', () => {
    const plan = planReorder(
      [
        { toolId: id(1), toolName: 'Brush', qty: 8 },
        { toolId: id(2), toolName: 'Roller', qty: 5 },
      ],
      [{ toolId: id(2), qty: 3 }],
      toolOf,
    );
    expect(plan).toEqual({
      set: [
        { toolId: id(1), qty: 5 },
        { toolId: id(2), qty: 10 },
      ],
      added: [
        { toolId: id(1), qty: 5 },
        { toolId: id(2), qty: 7 },
      ],
      notAdded: [],
    });
  });

  it('says the units a line gained, not the cart’s new quantity', () => {
    const plan = planReorder(
      [{ toolId: id(2), toolName: 'Roller', qty: 10 }],
      [{ toolId: id(2), qty: 10 }],
      toolOf,
    );
    expect(plan.set).toEqual([{ toolId: id(2), qty: 20 }]);
    expect(plan.added).toEqual([{ toolId: id(2), qty: 10 }]);
  });

  it('adds nothing to a line that already holds the whole stock', () => {
    const plan = planReorder(
      [{ toolId: id(1), toolName: 'Brush', qty: 2 }],
      [{ toolId: id(1), qty: 5 }],
      toolOf,
    );
    expect(plan).toEqual({
      set: [],
      added: [],
      notAdded: [{ toolName: 'Brush', reason: ALREADY_AT_STOCK }],
    });
  });

  it('lists a deleted tool and one out of stock with the reason', () => {
    const plan = planReorder(
      [
        { toolId: id(9), toolName: 'Old Sprayer', qty: 1 },
        { toolId: id(3), toolName: 'Tray (old name)', qty: 4 },
      ],
      [],
      toolOf,
    );
    expect(plan).toEqual({
      set: [],
      added: [],
      notAdded: [
        { toolName: 'Old Sprayer', reason: NO_LONGER_SOLD },
        { toolName: 'Tray', reason: OUT_OF_STOCK },
      ],
    });
  });

  it('adds no new tool to a full cart', () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, n) => ({
      toolId: id(100 + n),
      qty: 1,
    }));
    const plan = planReorder([{ toolId: id(1), toolName: 'Brush', qty: 2 }], full, toolOf);
    expect(plan.notAdded).toEqual([{ toolName: 'Brush', reason: CART_FULL }]);
  });
});

describe('reordering, in words and at the limits', () => {
  it('says in plain words why a line was not added', () => {
    const plan = planReorder(
      [
        { toolId: id(9), toolName: 'Old Sprayer', qty: 1 },
        { toolId: id(3), toolName: 'Tray', qty: 4 },
      ],
      [],
      toolOf,
    );
    expect(plan.notAdded).toEqual([
      { toolName: 'Old Sprayer', reason: 'no longer sold' },
      { toolName: 'Tray', reason: 'out of stock' },
    ]);
  });

  it('still adds to a tool that a full cart already holds', () => {
    const others = Array.from({ length: MAX_CART_LINES - 1 }, (_, n) => ({
      toolId: id(100 + n),
      qty: 1,
    }));
    const plan = planReorder(
      [{ toolId: id(2), toolName: 'Roller', qty: 10 }],
      [...others, { toolId: id(2), qty: 10 }],
      toolOf,
    );
    expect(plan).toEqual({
      set: [{ toolId: id(2), qty: 20 }],
      added: [{ toolId: id(2), qty: 10 }],
      notAdded: [],
    });
  });
});
