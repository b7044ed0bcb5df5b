import { describe, expect, it } from 'vitest';
import {
  checkPriceList,
  NO_SUCH_TOOL,
  PERCENT_NOT_ABOVE_ZERO,
  PERCENT_NOT_HUNDREDTHS,
  PERCENT_NOT_NUMBER,
  PERCENT_TOO_LARGE,
  TOOL_TWICE,
  VALID_UNTIL_BEFORE_FROM,
  VALID_UNTIL_PAST,
  type ListedTool,
} from './contract-price-check';
import { UNIT_PRICE_NOT_CENTS, UNIT_PRICE_NOT_DOLLARS } from './unit-price';

const roller: ListedTool = {
  _id: '3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e01',
  name: 'Roller',
  minQty: 10,
  price: 12,
  tiers: [{ fromQty: 100, price: 10.8 }],
};
const penny: ListedTool = {
  ...roller,
  _id: '3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e02',
  name: 'Penny',
  price: 1,
};
const toolOf = (id: string) => [roller, penny].find((tool) => tool._id === id);
const now = new Date('2026-06-15T10:00:00Z');
const days = { validFrom: '2026-01-01', validUntil: '2027-12-31' };

const check = (row: Record<string, unknown>, over: Record<string, unknown> = {}) =>
  checkPriceList(
    { ...days, ...over, prices: [{ toolId: roller._id, tiers: [], ...row }] },
    toolOf,
    now,
  );

describe("a company's price list as the store admin sends it", () => {
  it('keeps fixed prices and percentages with their tiers', () => {
    const checked = checkPriceList(
      {
        ...days,
        prices: [
          {
            toolId: roller._id,
            kind: 'percent-off',
            value: '12.5',
            tiers: [{ fromQty: 50, value: 15 }],
          },
          { toolId: penny._id.toUpperCase(), kind: 'fixed', value: 0.9 },
        ],
      },
      toolOf,
      now,
    );
    expect(checked).toEqual({
      ok: true,
      ...days,
      prices: [
        {
          toolId: roller._id,
          kind: 'percent-off',
          value: 12.5,
          tiers: [{ fromQty: 50, value: 15 }],
        },
        { toolId: penny._id, kind: 'fixed', value: 0.9, tiers: [] },
      ],
    });
  });

  it.each([
    [0, PERCENT_NOT_ABOVE_ZERO],
    [-5, PERCENT_NOT_ABOVE_ZERO],
    [100, PERCENT_TOO_LARGE],
    [101, PERCENT_TOO_LARGE],
    [1e3, PERCENT_TOO_LARGE],
    ['0x10', PERCENT_NOT_NUMBER],
    ['1e3', PERCENT_NOT_NUMBER],
    ['-5', PERCENT_NOT_NUMBER],
    [Number.NaN, PERCENT_NOT_NUMBER],
    [10.125, PERCENT_NOT_HUNDREDTHS],
  ])('refuses %s percent off', (value, message) => {
    expect(check({ kind: 'percent-off', value })).toMatchObject({
      ok: false,
      message: `Row 1 (Roller): ${message}`,
    });
  });

  it.each([
    [10.005, UNIT_PRICE_NOT_CENTS],
    ['0x10', UNIT_PRICE_NOT_DOLLARS],
    [0, 'Unit price must be more than $0.00'],
    [-5, 'Unit price must be more than $0.00'],
  ])('refuses a fixed price of %s', (value, message) => {
    const checked = check({ kind: 'fixed', value });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.message).toBe(`Row 1 (Roller): ${message}`);
  });

  it('refuses a percentage that would make a tool cost $0', () => {
    const checked = checkPriceList(
      { ...days, prices: [{ toolId: penny._id, kind: 'percent-off', value: 99.99 }] },
      toolOf,
      now,
    );
    expect(checked).toMatchObject({
      ok: false,
      message: 'Row 1 (Penny): This would make Penny cost $0.00: take a smaller percentage',
    });
  });

  it('refuses a fixed price dearer than the store asks, at the step that is', () => {
    // The store: $12.00 from 10 units, $10.80 from 100.
    expect(check({ kind: 'fixed', value: 12.5 })).toMatchObject({
      ok: false,
      message:
        "Row 1 (Roller): $12.50 from 10 units is dearer than the store's $12.00: a contract price must not be more than the store's",
      issues: [expect.objectContaining({ row: 0, field: 'value' })],
    });
    expect(check({ kind: 'fixed', value: 11 })).toMatchObject({
      ok: false,
      issues: [
        expect.objectContaining({
          field: 'value',
          message:
            "$11.00 from 100 units is dearer than the store's $10.80: a contract price must not be more than the store's",
        }),
      ],
    });
    expect(
      check({ kind: 'fixed', value: 11, tiers: [{ fromQty: 50, value: 10.9 }] }),
    ).toMatchObject({ ok: false, issues: [expect.objectContaining({ field: 'tiers' })] });
    // The same price as the store's, or cheaper at every step, is kept.
    expect(
      check({ kind: 'fixed', value: 12, tiers: [{ fromQty: 100, value: 10.8 }] }),
    ).toMatchObject({ ok: true });
    expect(check({ kind: 'fixed', value: 10 })).toMatchObject({ ok: true });
  });

  it('refuses tiers that are not cheaper, or start where the one before does', () => {
    expect(check({ kind: 'fixed', value: 11, tiers: [{ fromQty: 50, value: 11 }] })).toMatchObject({
      message:
        'Row 1 (Roller): Tier 1: Unit price must be less than $11.00, the step for fewer units',
    });
    expect(
      check({ kind: 'percent-off', value: 10, tiers: [{ fromQty: 10, value: 20 }] }),
    ).toMatchObject({
      message:
        'Row 1 (Roller): Tier 1: From quantity must be more than 10, where the step before starts',
    });
  });

  it('refuses unknown tools, a tool twice, and days that never apply', () => {
    expect(
      checkPriceList(
        { ...days, prices: [{ toolId: 'nope', kind: 'fixed', value: 1 }] },
        toolOf,
        now,
      ),
    ).toMatchObject({ message: `Row 1: ${NO_SUCH_TOOL}` });
    const twice = { toolId: roller._id, kind: 'fixed', value: 10 };
    expect(checkPriceList({ ...days, prices: [twice, twice] }, toolOf, now)).toMatchObject({
      message: `Row 2 (Roller): ${TOOL_TWICE}`,
    });
    expect(check({ kind: 'fixed', value: 10 }, { validUntil: '2025-12-31' })).toMatchObject({
      message: VALID_UNTIL_BEFORE_FROM,
    });
    expect(
      check({ kind: 'fixed', value: 10 }, { validFrom: '2025-01-01', validUntil: '2026-06-14' }),
    ).toMatchObject({ message: VALID_UNTIL_PAST });
    expect(check({ kind: 'fixed', value: 10 }, { validFrom: '2026-02-30' })).toMatchObject({
      message: 'Give the first day the prices apply, as YYYY-MM-DD',
    });
  });
});
