import { describe, expect, it } from 'vitest';
import { formatAmount, orderTotal, toCents } from './money';

describe('money', () => {
  it('totals unit price times quantity', () => {
    expect(orderTotal(12, 50)).toBe(600);
  });

  it('refuses fractions and totals too large to be exact', () => {
    expect(() => orderTotal(1.5, 2)).toThrow(RangeError);
    expect(() => orderTotal(2 ** 40, 2 ** 20)).toThrow('The total is too large');
  });

  it('shows amounts with a dollar sign and thousands separators', () => {
    expect(formatAmount(600)).toBe('$600');
    expect(formatAmount(1250000)).toBe('$1,250,000');
  });

  it('converts dollars to cents for the card gateway', () => {
    expect(toCents(600)).toBe(60000);
  });
});
