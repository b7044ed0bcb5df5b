import { describe, expect, it } from 'vitest';
import { volumePriceText } from './volume-price';

const pole = {
  minQty: 5,
  price: 12,
  availableQty: 600,
  tiers: [
    { fromQty: 100, price: 10.8 },
    { fromQty: 500, price: 9.6 },
  ],
};

describe('the volume price a card announces', () => {
  it('names the cheapest tier the stock reaches', () => {
    expect(volumePriceText(pole)).toBe('from $9.60 / unit at 500+');
    expect(volumePriceText({ ...pole, availableQty: 499 })).toBe('from $10.80 / unit at 100+');
  });

  it('counts a tier whose quantity is exactly the stock', () => {
    expect(volumePriceText({ ...pole, availableQty: 500 })).toBe('from $9.60 / unit at 500+');
    expect(volumePriceText({ ...pole, availableQty: 100 })).toBe('from $10.80 / unit at 100+');
  });

  it('says nothing for one price, or tiers beyond the stock', () => {
    expect(volumePriceText({ ...pole, tiers: [] })).toBeUndefined();
    expect(volumePriceText({ ...pole, tiers: undefined })).toBeUndefined();
    expect(volumePriceText({ ...pole, availableQty: 99 })).toBeUndefined();
  });
});
