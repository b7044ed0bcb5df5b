import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../../domain/money';
import { tierSummary } from './tier-summary';

const base = { minQty: 1, price: 12 };

describe('tierSummary', () => {
  it('is undefined for a tool with one price', () => {
    expect(tierSummary(base)).toBeUndefined();
    expect(tierSummary({ ...base, tiers: [] })).toBeUndefined();
  });

  it('counts the tiers and names the lowest price and where it starts', () => {
    const tiers = [
      { fromQty: 100, price: 10.8 },
      { fromQty: 500, price: 9.6 },
      { fromQty: 2000, price: 9 },
    ];
    expect(tierSummary({ ...base, tiers })).toBe(`3 tiers, from ${formatAmount(9)} at 2,000+`);
  });

  it('says "1 tier" for one break', () => {
    expect(tierSummary({ ...base, tiers: [{ fromQty: 100, price: 10.8 }] })).toBe(
      '1 tier, from $10.80 at 100+',
    );
  });
});
