import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, fromCents, toCents } from './money';

describe('money', () => {
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

describe('money as people read it', () => {
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
