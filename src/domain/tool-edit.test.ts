import { describe, expect, it } from 'vitest';
import { parseInput } from './parse';
import { IMAGE_URL_RULE, type Tool } from './tool';
import { applyToolEdit, isLowStock, ToolEditSchema } from './tool-edit';

const roller: Tool = {
  _id: 'a1',
  name: 'Roller',
  img: '/images/paint-roller.svg',
  description: 'A roller',
  minQty: 10,
  availableQty: 100,
  price: 12,
  tiers: [{ fromQty: 100, price: 10 }],
};

describe('ToolEditSchema', () => {
  it('accepts any of the editable fields, typed as text in a form', () => {
    expect(parseInput(ToolEditSchema, { price: '15', lowStockThreshold: '0' })).toEqual({
      ok: true,
      value: { price: 15, lowStockThreshold: 0 },
    });
  });

  it.each([
    [{ price: 0 }, 'Price must be at least 1'],
    [{ price: 'ten' }, 'Price must be a number'],
    [{ availableQty: 2.5 }, 'Available quantity must be a whole number'],
    [{ minQty: 0 }, 'Minimum quantity must be at least 1'],
    [{ description: '  ' }, 'Description is Required'],
    [{ img: 'ftp://x' }, IMAGE_URL_RULE],
    [{ lowStockThreshold: -1 }, 'Low-stock threshold must be at least 0'],
    [{ name: 'Renamed' }, '"name" is not an accepted field'],
  ])('refuses %j with Add Product’s sentence', (edit, message) => {
    expect(parseInput(ToolEditSchema, edit)).toMatchObject({ ok: false, message });
  });
});

describe('applyToolEdit', () => {
  it('answers the tool as edited and which fields changed', () => {
    const edited = applyToolEdit(roller, { price: 14, availableQty: 100, lowStockThreshold: 20 });
    expect(edited).toEqual({
      ok: true,
      value: {
        tool: { ...roller, price: 14, lowStockThreshold: 20 },
        changed: ['price', 'lowStockThreshold'],
      },
    });
  });

  it('counts nothing as changed when every value is the one stored', () => {
    expect(applyToolEdit(roller, { price: 12, lowStockThreshold: 0 })).toMatchObject({
      ok: true,
      value: { changed: [] },
    });
  });

  it('refuses a minimum above the stock, edited either side', () => {
    const refusal = {
      ok: false,
      error: {
        field: 'minQty',
        message: 'Minimum quantity cannot be more than the available quantity',
      },
    };
    expect(applyToolEdit(roller, { availableQty: 5 })).toEqual(refusal);
    expect(applyToolEdit(roller, { minQty: 101 })).toEqual(refusal);
  });

  it('lets the price change when orders took the stock below the minimum', () => {
    expect(applyToolEdit({ ...roller, availableQty: 4 }, { price: 13 })).toMatchObject({
      ok: true,
    });
  });

  it('refuses a price or minimum that its price tiers no longer fit', () => {
    expect(applyToolEdit(roller, { price: 9 })).toMatchObject({
      ok: false,
      error: { field: 'price', message: expect.stringContaining('Price tier 1') },
    });
    expect(applyToolEdit(roller, { minQty: 100 })).toMatchObject({
      ok: false,
      error: { field: 'minQty', message: expect.stringContaining('Price tier 1') },
    });
  });

  it('judges the tiers again only when the price or the minimum changes', () => {
    // Tiers stored under older rules: the first break is not above the minimum any more.
    const older: Tool = { ...roller, minQty: 100 };
    expect(applyToolEdit(older, { availableQty: 150, description: 'A wide roller' })).toEqual({
      ok: true,
      value: {
        tool: { ...older, availableQty: 150, description: 'A wide roller' },
        changed: ['availableQty', 'description'],
      },
    });
  });

  it('edits the price and minimum of a tool without tiers', () => {
    const plain: Tool = { ...roller, tiers: undefined };
    expect(applyToolEdit(plain, { price: 1, minQty: 100 })).toMatchObject({
      ok: true,
      value: { changed: ['price', 'minQty'] },
    });
  });
});

describe('low stock', () => {
  it('is at or below a threshold that is set', () => {
    expect(isLowStock({ availableQty: 5, lowStockThreshold: 5 })).toBe(true);
    expect(isLowStock({ availableQty: 6, lowStockThreshold: 5 })).toBe(false);
    expect(isLowStock({ availableQty: 0, lowStockThreshold: 0 })).toBe(false);
    expect(isLowStock({ availableQty: 0 })).toBe(false);
  });
});
