// The one quantity rule over many generated tools (fast-check): what it accepts is a whole
// pack, within the minimum, the maximum per order and the stock; what the cart fits a wanted
// quantity to is always accepted; what it refuses it refuses with a sentence.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkQuantity, fitQuantity, initialQuantity, orderableRange } from './quantity';

const toolArb = fc.record({
  name: fc.constantFrom('Tape', 'Roller'),
  minQty: fc.integer({ min: 1, max: 100 }),
  availableQty: fc.integer({ min: 0, max: 1_000 }),
  packSize: fc.option(fc.integer({ min: 1, max: 24 }), { nil: undefined }),
  maxPerOrder: fc.option(fc.integer({ min: 0, max: 500 }), { nil: undefined }),
});

describe('the quantity rule', () => {
  it('accepts only whole packs within every limit', () => {
    fc.assert(
      fc.property(toolArb, fc.integer({ min: 0, max: 2_000 }), (tool, qty) => {
        const check = checkQuantity(tool, qty);
        const pack = tool.packSize ?? 1;
        const cap = tool.maxPerOrder ? tool.maxPerOrder : Number.MAX_SAFE_INTEGER;
        const fits =
          qty >= tool.minQty && qty % pack === 0 && qty <= cap && qty <= tool.availableQty;
        expect(check.ok).toBe(fits);
        if (!check.ok) expect(check.message.length).toBeGreaterThan(10);
      }),
      { numRuns: 500 },
    );
  });

  it('fits any wanted quantity to one it accepts, or says none can be ordered', () => {
    fc.assert(
      fc.property(toolArb, fc.integer({ min: 1, max: 2_000 }), (tool, wanted) => {
        const fitted = fitQuantity(tool, wanted);
        const { lowest, highest } = orderableRange(tool);
        if (fitted === undefined) expect(lowest > highest || highest < 1).toBe(true);
        else {
          expect(checkQuantity(tool, fitted)).toEqual({ ok: true, qty: fitted });
          expect(checkQuantity(tool, initialQuantity(tool)).ok).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
