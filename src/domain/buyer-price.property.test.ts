// The contract price rules over many generated tools, lists, buyers and days (fast-check):
// the price a cart line shows is the price the checkout charges, a company's price never
// reaches another company or a lone customer, a list out of its days never applies, and no
// line costs $0 or a fraction of a cent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceFor, type BuyerTerms, type PriceTerms } from './buyer-price';
import { cartLineOf, withQty } from './cart';
import { checkPriceList, type ListedTool } from './contract-price-check';
import type { ContractPrice, PriceList } from './contract-prices';
import { exactCents, fromCents, toCents } from './money';
import { priceOrderLine } from './order-line';
import { checkTiers } from './price-tiers';

const RUNS = { numRuns: 400 };
const TOOL_ID = '3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e01';

/** A tool the admin's rules accepted: whole dollars, cheaper tiers from larger quantities. */
const toolArb = fc
  .record({
    minQty: fc.integer({ min: 1, max: 200 }),
    price: fc.integer({ min: 1, max: 2_000 }),
    steps: fc.array(
      fc.record({ step: fc.integer({ min: 1, max: 300 }), cut: fc.integer({ min: 1, max: 500 }) }),
      { maxLength: 4 },
    ),
  })
  .map(({ minQty, price, steps }): ListedTool & { img: string; availableQty: number } => {
    let fromQty = minQty;
    let cents = toCents(price);
    const raw = steps.map(({ step, cut }) => {
      fromQty += step;
      cents = Math.max(1, cents - cut);
      return { fromQty, price: fromCents(cents) };
    });
    const tiers = checkTiers({ minQty, price }, raw);
    return {
      _id: TOOL_ID,
      name: 'Roller',
      img: '/r.svg',
      minQty,
      price,
      availableQty: 1_000_000,
      tiers: tiers.ok ? tiers.tiers : [],
    };
  });

/** A value an admin might send for a row: percentages, prices, odd numbers and text. */
const rawValueArb = fc.oneof(
  fc.integer({ min: 1, max: 9_999 }).map((hundredths) => hundredths / 100),
  fc.integer({ min: 1, max: 300_000 }).map(fromCents),
  fc.double({ min: -10, max: 200, noNaN: true }),
  fc.constantFrom(0, 100, 101, -5, 1e3, '0x10', '1e3', 0.001, 99.99, '12.5'),
);

const rawRowArb = fc.record({
  toolId: fc.constant(TOOL_ID),
  kind: fc.constantFrom('fixed', 'percent-off'),
  value: rawValueArb,
  tiers: fc.array(fc.record({ fromQty: fc.integer({ min: 1, max: 1_500 }), value: rawValueArb }), {
    maxLength: 3,
  }),
});

const DAY_MS = 86_400_000;
const dayArb = fc
  .integer({ min: 0, max: 3 * 365 })
  .map((n) => new Date(Date.UTC(2026, 0, 1) + n * DAY_MS));
const dayText = (moment: Date) => moment.toISOString().slice(0, 10);

/** A tool with a list the admin's rules accepted for it, and the list's two days. */
const acceptedArb = fc
  .tuple(toolArb, rawRowArb, dayArb, fc.integer({ min: 0, max: 400 }))
  .map(([tool, row, from, span]) => {
    const validFrom = dayText(from);
    const validUntil = dayText(new Date(from.getTime() + span * DAY_MS));
    const checked = checkPriceList(
      { validFrom, validUntil, prices: [row] },
      (id) => (id === tool._id ? tool : undefined),
      from,
    );
    return { tool, checked };
  })
  .filter(({ checked }) => checked.ok)
  .map(({ tool, checked }) => {
    if (!checked.ok) throw new Error('filtered');
    const list: PriceList = {
      companyId: 'acme',
      companyName: 'Acme Painting',
      validFrom: checked.validFrom,
      validUntil: checked.validUntil,
      prices: checked.prices,
      updatedAt: '',
    };
    return { tool, list };
  });

/** A row as it might sit in the store after the tool's price changed: anything numeric. */
const storedRowArb = fc.record({
  toolId: fc.constant(TOOL_ID),
  kind: fc.constantFrom('fixed' as const, 'percent-off' as const),
  value: fc.double({ min: -50, max: 150, noNaN: true }),
  tiers: fc.array(
    fc.record({
      fromQty: fc.integer({ min: 1, max: 1_500 }),
      value: fc.double({ min: -50, max: 150, noNaN: true }),
    }),
    { maxLength: 3 },
  ),
}) satisfies fc.Arbitrary<ContractPrice>;

const qtyArb = fc.integer({ min: 1, max: 5_000 });
const acme = (list: PriceList): BuyerTerms => ({
  companyId: 'acme',
  companyName: 'Acme Painting',
  list,
});

describe('contract prices, for any list a store admin could have saved', () => {
  it('charges at checkout exactly what the cart line shows, before and after a new quantity', () => {
    fc.assert(
      fc.property(acceptedArb, dayArb, qtyArb, qtyArb, ({ tool, list }, now, qty, otherQty) => {
        const terms: PriceTerms = { buyer: acme(list), now };
        const shown = cartLineOf({ toolId: tool._id, qty }, tool, terms);
        const charged = priceOrderLine(tool, qty, terms);
        if (!charged.ok) return;
        expect(shown.unitPrice).toBe(charged.line.unitPrice);
        expect(shown.total).toBe(charged.line.total);
        // The browser reprices a line at once for a new quantity: the same as the server's.
        const later = cartLineOf({ toolId: tool._id, qty: otherQty }, tool, terms);
        const preview = withQty(shown, otherQty);
        expect(preview.unitPrice).toBe(later.unitPrice);
        expect(preview.priceReason).toBe(later.priceReason);
      }),
      RUNS,
    );
  });

  it('never gives a company price to another company or to a lone customer', () => {
    fc.assert(
      fc.property(acceptedArb, dayArb, qtyArb, fc.string(), ({ tool, list }, now, qty, other) => {
        fc.pre(other !== 'acme');
        const store = priceFor({ tool, qty });
        const lone = priceFor({ tool, qty, terms: { buyer: undefined, now } });
        const elsewhere = priceFor({
          tool,
          qty,
          terms: { buyer: { companyId: other, companyName: 'Globex', list }, now },
        });
        expect(lone).toEqual(store);
        expect(elsewhere).toEqual(store);
      }),
      RUNS,
    );
  });

  it('never applies a list outside its days', () => {
    fc.assert(
      fc.property(acceptedArb, dayArb, qtyArb, ({ tool, list }, now, qty) => {
        const day = dayText(now);
        fc.pre(day < list.validFrom || day > list.validUntil);
        expect(priceFor({ tool, qty, terms: { buyer: acme(list), now } })).toEqual(
          priceFor({ tool, qty }),
        );
      }),
      RUNS,
    );
  });

  it('never prices a line at $0 or in fractions of a cent, whatever a stored row holds', () => {
    fc.assert(
      fc.property(
        toolArb,
        fc.oneof(storedRowArb, storedRowArb),
        dayArb,
        qtyArb,
        (tool, row, now, qty) => {
          const list: PriceList = {
            companyId: 'acme',
            companyName: 'Acme',
            validFrom: '2026-01-01',
            validUntil: '2028-12-31',
            prices: [row],
            updatedAt: '',
          };
          const priced = priceFor({ tool, qty, terms: { buyer: acme(list), now } });
          if (!priced.ok) return;
          const cents = exactCents(priced.unitPrice);
          expect(cents).toBeDefined();
          expect(cents).toBeGreaterThan(0);
          expect(toCents(priced.total)).toBe((cents ?? 0) * qty);
          // Never dearer than the store would charge the same quantity.
          const store = priceFor({ tool, qty });
          if (store.ok) expect(priced.unitPrice).toBeLessThanOrEqual(store.unitPrice);
        },
      ),
      RUNS,
    );
  });
});
