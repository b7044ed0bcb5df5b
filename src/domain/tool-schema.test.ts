import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ToolSchema } from './tool-schema';

describe('a tool as the API answers it', () => {
  const tool = {
    _id: 't1',
    name: 'Roller',
    img: '/images/paint-roller.svg',
    description: 'A roller',
    minQty: 10,
    availableQty: 100,
    price: 12,
  };

  it('keeps its price tiers and low-stock threshold', () => {
    const tiered = { ...tool, tiers: [{ fromQty: 100, price: 10 }], lowStockThreshold: 20 };
    expect(v.parse(ToolSchema, tiered)).toEqual(tiered);
  });

  it('reads a tool made before tiers', () => {
    expect(v.parse(ToolSchema, tool)).toEqual(tool);
  });

  it('refuses a tier without its price', () => {
    expect(v.safeParse(ToolSchema, { ...tool, tiers: [{ fromQty: 100 }] }).success).toBe(false);
  });
});
