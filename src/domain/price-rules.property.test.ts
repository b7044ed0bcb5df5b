// The price rules over many generated tools, tiers and orders (fast-check), beside the
// examples in price-tiers.test.ts: whatever an admin sends, no line that can be ordered
// costs nothing, more units never cost more each, and the amount charged is the order's
// total in cents.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactCents, fromCents, MAX_ORDER_TOTAL, toCents } from './money';
import { checkLinesTotal, orderSummary, priceOrderLine, type OrderLine } from './order-line';
import { checkTiers, priceLine, tiersOf, unitPriceFor, type TierBreak } from './price-tiers';

const RUNS = { numRuns: 300 };

/** A tool's base: whole dollars from a minimum quantity. */
const baseArb = fc.record({
  minQty: fc.integer({ min: 1, max: 500 }),
  price: fc.integer({ min: 1, max: 5_000 }),
});

/** Prices an admin might send: cents, near-cents, tiny, negative, text, nonsense. */
const rawPriceArb = fc.oneof(
  fc.integer({ min: -100, max: 600_000 }).map(fromCents),
  fc.double({ min: -10, max: 6_000, noNaN: true }),
  fc.constantFrom(1e-9, 0.004, 0.005, 9.999999999, 11.999999999, 0, -0, Number.NaN),
  fc.integer({ min: 0, max: 600_000 }).map((cents) => String(fromCents(cents))),
  fc.stringMatching(/^\d{1,4}(\.\d{0,4})?$/),
  fc.constantFrom('0x10', '1e3', '+7', '', 'ten'),
);

/** From quantities an admin might send: digits, numbers, and what Number() alone misreads. */
const rawFromQtyArb = fc.oneof(
  fc.integer({ min: -5, max: 5_000 }),
  fc.integer({ min: 0, max: 5_000 }).map(String),
  fc.double({ min: 0, max: 5_000, noNaN: true }),
  fc.constantFrom('0x10', '0b101', '0o17', '1e3', '+7', ' 12 '),
);

const rawTiersArb = fc.array(fc.record({ fromQty: rawFromQtyArb, price: rawPriceArb }), {
  maxLength: 6,
});

/** Tiers that mostly pass: rising quantities, falling prices in cents, sent as numbers. */
const likelyTiersArb = (base: { minQty: number; price: number }) =>
  fc
    .array(
      fc.record({ step: fc.integer({ min: 1, max: 400 }), cut: fc.integer({ min: 1, max: 300 }) }),
      { maxLength: 10 },
    )
    .map((steps) => {
      let fromQty = base.minQty;
      let cents = toCents(base.price);
      return steps.map(({ step, cut }) => {
        fromQty += step;
        cents = Math.max(1, cents - cut);
        return { fromQty, price: fromCents(cents) };
      });
    });

/** A tool whose tiers the admin's rules accepted, from either kind of input. */
const checkedToolArb = baseArb.chain((base) =>
  fc.oneof(rawTiersArb, likelyTiersArb(base)).map((raw) => {
    const checked = checkTiers(base, raw);
    return { ...base, tiers: checked.ok ? checked.tiers : [] };
  }),
);

const qtyArb = fc.integer({ min: 1, max: 20_000 });

describe('price rules, for any tool the admin could have made', () => {
  it('stores only prices in whole cents, above $0 and below the tier before', () => {
    fc.assert(
      fc.property(baseArb, fc.oneof(rawTiersArb, rawTiersArb), (base, raw) => {
        const checked = checkTiers(base, raw);
        if (!checked.ok) return;
        let before = toCents(base.price);
        for (const tier of checked.tiers) {
          const cents = exactCents(tier.price);
          expect(cents).toBeDefined();
          expect(cents).toBeGreaterThan(0);
          expect(cents).toBeLessThan(before);
          before = cents ?? 0;
        }
      }),
      RUNS,
    );
  });

  it('never prices a line of the tool at $0 or less', () => {
    fc.assert(
      fc.property(checkedToolArb, qtyArb, (tool, qty) => {
        const priced = priceLine(tool, qty);
        if (!priced.ok) return;
        expect(priced.unitPrice).toBeGreaterThan(0);
        expect(toCents(priced.total)).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it('never prices a line at $0 or less, whatever tiers are stored', () => {
    const storedArb = fc.array(
      fc.record({ fromQty: fc.integer({ min: 1, max: 5_000 }), price: rawPriceArb }),
    );
    fc.assert(
      fc.property(baseArb, storedArb, qtyArb, (base, stored, qty) => {
        const tiers = stored.filter((tier): tier is TierBreak => typeof tier.price === 'number');
        const priced = priceLine({ ...base, tiers }, qty);
        if (priced.ok) expect(toCents(priced.total)).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it('never charges more per unit for more units', () => {
    fc.assert(
      fc.property(checkedToolArb, qtyArb, qtyArb, (tool, a, b) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        expect(unitPriceFor(tool, more)).toBeLessThanOrEqual(unitPriceFor(tool, fewer));
        // Each tier is cheaper than the one before it.
        const prices = tiersOf(tool).map((tier) => tier.price);
        expect([...prices].sort((x, y) => y - x)).toEqual(prices);
        expect(new Set(prices).size).toBe(prices.length);
      }),
      RUNS,
    );
  });

  it('charges exactly the order’s total in cents: each line’s cents times its units', () => {
    const lineArb = fc.tuple(checkedToolArb, qtyArb);
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 8 }), (requested) => {
        const lines: OrderLine[] = [];
        for (const [index, [tool, qty]] of requested.entries()) {
          const priced = priceOrderLine(
            { ...tool, _id: `t${index}`, name: `Tool ${index}`, img: '/t.svg', availableQty: qty },
            qty,
          );
          if (priced.ok) lines.push(priced.line);
        }
        fc.pre(lines.length > 0);
        const cents = lines.map((line) => toCents(line.unitPrice) * line.qty);
        for (const [index, line] of lines.entries()) expect(toCents(line.total)).toBe(cents[index]);
        const expected = cents.reduce((sum, each) => sum + each, 0);
        // What the payment intent asks the card for, and what recording a payment compares.
        expect(toCents(orderSummary(lines).toolPrice)).toBe(expected);
        const total = checkLinesTotal(lines);
        if (total.ok) expect(toCents(total.total)).toBe(expected);
        else expect(expected).toBeGreaterThan(toCents(MAX_ORDER_TOTAL));
      }),
      RUNS,
    );
  });

  it('reads any amount of whole cents back exactly, and nothing finer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (cents) => {
        expect(exactCents(fromCents(cents))).toBe(cents);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1_000_000, noNaN: true }), (dollars) => {
        const cents = exactCents(dollars);
        if (cents !== undefined) expect(fromCents(cents)).toBe(dollars);
      }),
      RUNS,
    );
  });
});
