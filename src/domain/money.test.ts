import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkOrderTotal,
  formatAmount,
  MAX_ORDER_TOTAL,
  ORDER_TOO_LARGE,
  fromCents,
  orderTotal,
  toCents,
} from './money';

describe('money', () => {
  it('totals unit price times quantity', () => {
    expect(orderTotal(12, 50)).toBe(600);
  });

  it('refuses fractions and totals too large to be exact', () => {
    expect(() => orderTotal(1.5, 2)).toThrow(RangeError);
    expect(() => orderTotal(2 ** 40, 2 ** 20)).toThrow('The total is too large');
  });

  it('shows amounts with a dollar sign, thousands separators and two decimals', () => {
    expect(formatAmount(18)).toBe('$18.00');
    expect(formatAmount(1117.5)).toBe('$1,117.50');
    expect(formatAmount(1250000)).toBe('$1,250,000.00');
    expect(formatAmount(1090.8)).toBe('$1,090.80');
    expect(formatAmount(0.05)).toBe('$0.05');
  });

  it('shows nothing as $0.00, and a negative amount with its sign before the dollar', () => {
    expect(formatAmount(0)).toBe('$0.00');
    expect(formatAmount(-0)).toBe('$0.00');
    expect(formatAmount(-0.001)).toBe('$0.00');
    expect(formatAmount(-5)).toBe('-$5.00');
    expect(formatAmount(-1117.5)).toBe('-$1,117.50');
  });

  it('converts dollars to cents for the card gateway', () => {
    expect(toCents(600)).toBe(60000);
  });
});

describe('order total limit', () => {
  it('gives the total within the limit', () => {
    expect(checkOrderTotal(12, 50)).toEqual({ ok: true, total: 600 });
    expect(checkOrderTotal(999_999, 1)).toEqual({ ok: true, total: MAX_ORDER_TOTAL });
  });

  it('refuses a total above $999,999, however large the figures', () => {
    expect(checkOrderTotal(1_000, 1_000)).toEqual({ ok: false, message: ORDER_TOO_LARGE });
    expect(checkOrderTotal(1_000_000_000, 1_000_000_000)).toEqual({
      ok: false,
      message: ORDER_TOO_LARGE,
    });
  });

  it('refuses fractions', () => {
    expect(checkOrderTotal(1.5, 2)).toEqual({
      ok: false,
      message: 'Prices and quantities are whole numbers',
    });
  });
});

describe('money as people read it', () => {
  it('says why a fraction cannot be totalled', () => {
    expect(() => orderTotal(1.5, 2)).toThrow('Prices and quantities are whole numbers');
  });

  it('tells the customer the order limit in dollars', () => {
    expect(checkOrderTotal(1_000, 1_000)).toEqual({
      ok: false,
      message: 'An order can total at most $999,999.00. Please order fewer.',
    });
  });

  it('shows whole dollars and a tier price alike, with cents', () => {
    expect(formatAmount(1250)).toBe('$1,250.00');
    expect(formatAmount(1249.6)).toBe('$1,249.60');
  });

  it('charges in exact cents an amount with cents', () => {
    expect(toCents(1090.8)).toBe(109_080);
  });
});

describe('formatAmount, for any amount in cents', () => {
  // Every amount the store handles is whole cents, up to far beyond the largest order.
  const cents = fc.integer({ min: -100_000_000_000, max: 100_000_000_000 });
  const shape = /^-?\$\d{1,3}(,\d{3})*\.\d{2}$/;

  it('writes a dollar sign, groups of three digits and exactly two decimals', () => {
    fc.assert(fc.property(cents, (amount) => shape.test(formatAmount(fromCents(amount)))));
  });

  it('reads back the very cents it was given', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        const digits = formatAmount(fromCents(amount)).replace(/[$,.]/g, '');
        return Number(digits) === amount;
      }),
    );
  });

  it('puts a minus sign first exactly when the amount is below nothing', () => {
    fc.assert(
      fc.property(
        cents,
        (amount) => formatAmount(fromCents(amount)).startsWith('-') === amount < 0,
      ),
    );
  });
});
