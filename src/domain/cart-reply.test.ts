import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CartSchema, ReorderedSchema } from './cart-reply';

const line = {
  toolId: 't1',
  qty: 20,
  toolName: 'Roller',
  toolImg: '/r.svg',
  unitPrice: 7,
  minQty: 10,
  availableQty: 100,
  total: 140,
  basePrice: 7,
  tiers: [{ fromQty: 50, price: 6 }],
  priceSource: 'base',
  priceReason: 'List price',
  nextTier: { addQty: 30, unitPrice: 6 },
};
const reordered = {
  cart: { lines: [line], total: 140 },
  added: [{ toolName: 'Roller', qty: 20 }],
  notAdded: [{ toolName: 'Tray', reason: 'out of stock' }],
};

describe('the cart as the API answers it', () => {
  it('keeps every part of a well-formed reply', () => {
    expect(v.parse(ReorderedSchema, reordered)).toStrictEqual(reordered);
    expect(v.parse(CartSchema, reordered.cart)).toStrictEqual(reordered.cart);
  });

  it.each([
    ['a next tier without its price', { ...line, nextTier: { addQty: 30 } }],
    ['a tier without its start', { ...line, tiers: [{ price: 6 }] }],
  ])('refuses a line with %s', (_, bad) => {
    expect(v.safeParse(CartSchema, { lines: [bad], total: 0 }).success).toBe(false);
  });

  it.each([
    ['no cart', { ...reordered, cart: undefined }],
    ['an added tool without its quantity', { ...reordered, added: [{ toolName: 'Roller' }] }],
    ['a tool not added without the reason', { ...reordered, notAdded: [{ toolName: 'Tray' }] }],
  ])('refuses a reorder reply with %s', (_, bad) => {
    expect(v.safeParse(ReorderedSchema, bad).success).toBe(false);
  });
});
