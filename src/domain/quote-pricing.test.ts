import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_ORDER_TOTAL, ORDER_TOO_LARGE, toCents } from './money';
import type { QuoteLine } from './quote';
import {
  checkQuoteLinePrice,
  draftQuote,
  EXPIRY_IN_PAST,
  EXPIRY_INVALID,
  expiryMoment,
  NOTHING_TO_PRICE,
  PRICE_EVERY_LINE,
  priceQuoteLines,
  QuotePricingSchema,
} from './quote-pricing';
import {
  UNIT_PRICE_NOT_ABOVE_ZERO,
  UNIT_PRICE_NOT_CENTS,
  UNIT_PRICE_NOT_DOLLARS,
  UNIT_PRICE_REQUIRED,
} from './unit-price';

const now = new Date('2026-06-15T12:00:00Z');
const line = (qty: number, n = 1): QuoteLine => ({
  toolId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  toolName: `Tool ${n}`,
  toolImg: '/images/t.svg',
  qty,
});
const lines = [line(10, 1), line(4, 2)];
const price = (unitPrices: readonly unknown[], expiresAt = '2026-07-01') =>
  priceQuoteLines(lines, { unitPrices, expiresAt }, now);

describe('pricing a quote', () => {
  it('prices every line in cents, totals it and sets the expiry', () => {
    expect(price([5, 10.1])).toEqual({
      ok: true,
      lines: [
        { ...lines[0], unitPrice: 5, total: 50 },
        { ...lines[1], unitPrice: 10.1, total: 40.4 },
      ],
      total: 90.4,
      expiresAt: new Date('2026-07-01T23:59:59.999Z'),
    });
  });

  it('reads prices typed as text by the same rule: "10.80", " 9 ", "0.01"', () => {
    expect(price(['10.80', ' 9 '])).toMatchObject({
      ok: true,
      lines: [
        { unitPrice: 10.8, total: 108 },
        { unitPrice: 9, total: 36 },
      ],
      total: 144,
    });
    expect(price(['0.01', '0.01'])).toMatchObject({ ok: true, total: 0.14 });
  });

  it('finds every line’s issue at once, each at its line, with the expiry’s', () => {
    const priced = price(['', '10.805'], 'soon');
    expect(priced).toEqual({
      ok: false,
      message: `Line 1 (Tool 1): ${UNIT_PRICE_REQUIRED}`,
      issues: [
        { field: 0, message: UNIT_PRICE_REQUIRED },
        { field: 1, message: UNIT_PRICE_NOT_CENTS },
        { field: 'expiresAt', message: EXPIRY_INVALID },
      ],
    });
  });

  // Number() reads these as $16, $5, $15, $1000 and $7: none is a price the admin typed.
  it.each(['0x10', '0b101', '0o17', '1e3', '+7', '-7', 'ten', '12,50', '.5', '5.'])(
    'refuses %j as no number of dollars',
    (typed) => {
      expect(price([5, typed])).toMatchObject({
        ok: false,
        issues: [{ field: 1, message: UNIT_PRICE_NOT_DOLLARS }],
      });
    },
  );

  it('refuses a price of $0 or less, or of a fraction of a cent, sent or typed', () => {
    for (const unitPrice of [0, '0', '0.00', -5, 0.004, '0.004']) {
      expect(price([unitPrice, 5])).toMatchObject({ ok: false, issues: [{ field: 0 }] });
    }
    expect(price([0, 5])).toMatchObject({
      ok: false,
      message: `Line 1 (Tool 1): ${UNIT_PRICE_NOT_ABOVE_ZERO}`,
    });
  });

  it('refuses a line or a quote beyond the largest total', () => {
    expect(price([100_000, 1])).toMatchObject({
      ok: false,
      issues: [{ field: 0, message: ORDER_TOO_LARGE }],
    });
    expect(price([99_999, 3])).toMatchObject({
      ok: false,
      issues: [{ field: 'quote', message: ORDER_TOO_LARGE }],
    });
    // 10 × $99,999.90 is exactly the largest total.
    expect(price([99_999.9, '0.00'])).toMatchObject({ issues: [{ field: 1 }] });
    expect(
      priceQuoteLines([line(10)], { unitPrices: [99_999.9], expiresAt: '2026-07-01' }, now),
    ).toMatchObject({ ok: true, total: MAX_ORDER_TOTAL });
  });

  it('asks for a price per line, and refuses to price a quote without tools', () => {
    expect(price([5])).toMatchObject({ ok: false, message: PRICE_EVERY_LINE });
    expect(priceQuoteLines([], { unitPrices: [], expiresAt: '2026-07-01' }, now)).toMatchObject({
      ok: false,
      message: NOTHING_TO_PRICE,
    });
  });

  it('takes an expiry one millisecond after now but not at now, a day or a moment', () => {
    expect(price([5, 12], '2026-06-15T12:00:00.001Z')).toMatchObject({ ok: true });
    expect(price([5, 12], ' 2026-06-15 ')).toMatchObject({ ok: true });
    expect(price([5, 12], '2026-06-15T12:00:00.000Z')).toEqual({
      ok: false,
      message: EXPIRY_IN_PAST,
      issues: [{ field: 'expiresAt', message: EXPIRY_IN_PAST }],
    });
    expect(price([5, 12], '2026-06-14')).toMatchObject({ ok: false, message: EXPIRY_IN_PAST });
  });

  it('refuses with sentences an admin reads', () => {
    const messageOf = (unitPrices: readonly unknown[], expiresAt = '2026-07-01') => {
      const priced = price(unitPrices, expiresAt);
      return priced.ok ? undefined : priced.message;
    };
    expect(messageOf([5, 1.234])).toBe(
      'Line 2 (Tool 2): Unit price must be in whole cents, at most two decimals, like 10.80',
    );
    expect(messageOf([5])).toBe('Give every line of the quote a price');
    expect(messageOf([5, 12], '2026-06-01')).toBe('The expiry date must be in the future');
    expect(messageOf([5, 12], 'soon')).toBe('Give the date the price holds until, as YYYY-MM-DD');
  });

  it('reads the body’s shape with sentences', () => {
    const messageOf = (input: unknown) => {
      const result = v.safeParse(QuotePricingSchema, input);
      return result.success ? undefined : result.issues[0].message;
    };
    expect(messageOf({ unitPrices: [1.5], expiresAt: '2026-07-01' })).toBeUndefined();
    expect(messageOf({ unitPrices: '5', expiresAt: '2026-07-01' })).toBe(
      'unitPrices must be a list of prices, one per line',
    );
    expect(messageOf({ unitPrices: [1], expiresAt: 20260701 })).toBe(EXPIRY_INVALID);
  });
});

describe('the running total while prices are typed', () => {
  it('adds the lines priced so far, in cents', () => {
    expect(draftQuote(lines, ['10.10', ''])).toEqual({
      lines: [
        { ok: true, cents: 1010, totalCents: 10_100 },
        { ok: false, message: UNIT_PRICE_REQUIRED },
      ],
      totalCents: 10_100,
      complete: false,
    });
    expect(draftQuote(lines, ['0.1', '0.2'])).toMatchObject({ totalCents: 180, complete: true });
  });

  it('gives each line its unit price and total in cents', () => {
    expect(checkQuoteLinePrice({ qty: 3 }, '10.10')).toEqual({
      ok: true,
      cents: 1010,
      totalCents: 3030,
    });
  });
});

describe('the expiry', () => {
  it('reads a day or a moment as the expiry', () => {
    expect(expiryMoment('2026-07-01')).toEqual(new Date('2026-07-01T23:59:59.999Z'));
    expect(expiryMoment('2026-07-01T10:00:00Z')).toEqual(new Date('2026-07-01T10:00:00Z'));
    expect(expiryMoment('July')).toBeUndefined();
  });

  it('reads no other way of writing a date, nor a moment that is no time', () => {
    expect(expiryMoment('July 4, 2026')).toBeUndefined();
    expect(expiryMoment('+002026-07-01T10:00:00Z')).toBeUndefined();
    expect(expiryMoment('2026-07-01Tnoon')).toBeUndefined();
    expect(expiryMoment('2026-13-45')).toBeUndefined();
    expect(expiryMoment('2026-02-30')).toBeUndefined();
  });
});

describe('pricing a quote, for any prices', () => {
  const quoteLines = fc
    .array(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 6 })
    .map((qtys) => qtys.map((qty, n) => line(qty, n + 1)));
  // Cents as the admin types them ("10.8", "10.80", "7") or as a JSON number.
  const typedPrice = fc.integer({ min: 0, max: 100_000 }).chain((cents) =>
    fc.constantFrom<unknown>(
      (cents / 100).toFixed(2),
      String(cents / 100),
      cents / 100,
      // and what is not a price in cents: a third decimal, a sign, an exponent
      `${(cents / 100).toFixed(2)}1`,
      `-${cents / 100}`,
      `${cents}e-2`,
    ),
  );

  it('totals exactly the sum of its lines in cents, and prices no line at $0 or less', () => {
    fc.assert(
      fc.property(
        quoteLines.chain((ls) =>
          fc.tuple(
            fc.constant(ls),
            fc.array(typedPrice, { minLength: ls.length, maxLength: ls.length }),
          ),
        ),
        ([ls, typed]) => {
          const priced = priceQuoteLines(ls, { unitPrices: typed, expiresAt: '2026-07-01' }, now);
          const draft = draftQuote(ls, typed);
          if (!priced.ok) {
            // Every sentence is at a field, and the running total never counts a refused line.
            expect(priced.issues.length).toBeGreaterThan(0);
            return;
          }
          expect(draft.complete).toBe(true);
          const lineCents = priced.lines.map((l) => toCents(l.total ?? Number.NaN));
          for (const [index, l] of priced.lines.entries()) {
            const unitCents = toCents(l.unitPrice ?? 0);
            expect(unitCents).toBeGreaterThan(0);
            expect(l.unitPrice).toBe(unitCents / 100);
            expect(lineCents[index]).toBe(unitCents * l.qty);
          }
          const sum = lineCents.reduce((a, b) => a + b, 0);
          expect(toCents(priced.total)).toBe(sum);
          expect(priced.total).toBe(sum / 100);
          expect(draft.totalCents).toBe(sum);
          expect(sum).toBeLessThanOrEqual(toCents(MAX_ORDER_TOTAL));
        },
      ),
      // About one case in five prices every line: 300 runs try some sixty quotes.
      { numRuns: 300 },
    );
  });
});
