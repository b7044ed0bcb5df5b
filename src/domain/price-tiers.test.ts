import { describe, expect, it } from 'vitest';
import { toCents } from './money';
import { priceOrderLine } from './order-line';
import {
  checkTiers,
  checkToolTiers,
  MAX_TIER_BREAKS,
  nextTier,
  NO_PRICE_FOR_QTY,
  priceLine,
  sumAmounts,
  tierFor,
  tiersOf,
  UNIT_PRICE_NOT_CENTS,
  unitPriceFor,
} from './price-tiers';

// The issue's example: 1–99 at $12, 100–499 at $10.80, 500+ at $9.60.
const roller = {
  _id: 'r1',
  name: 'Roller',
  img: '/images/r.svg',
  minQty: 1,
  availableQty: 1000,
  price: 12,
  tiers: [
    { fromQty: 100, price: 10.8 },
    { fromQty: 500, price: 9.6 },
  ],
};

describe('the tier in force', () => {
  it.each([
    [1, 12],
    [99, 12],
    [100, 10.8],
    [101, 10.8],
    [499, 10.8],
    [500, 9.6],
    [1000, 9.6],
  ])('prices %i units at $%d each', (qty, price) => {
    expect(unitPriceFor(roller, qty)).toBe(price);
  });

  it('lists the tiers with the quantities each covers, base price first', () => {
    expect(tiersOf(roller)).toEqual([
      { fromQty: 1, toQty: 99, price: 12 },
      { fromQty: 100, toQty: 499, price: 10.8 },
      { fromQty: 500, toQty: undefined, price: 9.6 },
    ]);
  });

  it('a tool without tiers has one tier, its price from its minimum', () => {
    const plain = { minQty: 10, price: 12 };
    expect(tiersOf(plain)).toEqual([{ fromQty: 10, toQty: undefined, price: 12 }]);
    expect(tierFor(plain, 5_000)).toEqual({ fromQty: 10, toQty: undefined, price: 12 });
  });
});

describe('the next tier', () => {
  it('says how many more units reach the next price', () => {
    expect(nextTier(roller, 1)).toEqual({ addQty: 99, unitPrice: 10.8 });
    expect(nextTier(roller, 99)).toEqual({ addQty: 1, unitPrice: 10.8 });
    expect(nextTier(roller, 100)).toEqual({ addQty: 400, unitPrice: 9.6 });
    expect(nextTier(roller, 499)).toEqual({ addQty: 1, unitPrice: 9.6 });
  });

  it('has none on the last tier, nor beyond the stock', () => {
    expect(nextTier(roller, 500)).toBeUndefined();
    expect(nextTier({ ...roller, availableQty: 499 }, 100)).toBeUndefined();
    expect(nextTier({ ...roller, availableQty: 500 }, 100)).toEqual({
      addQty: 400,
      unitPrice: 9.6,
    });
  });
});

describe('a line priced at its tier, in cents', () => {
  const line = (qty: number) => priceOrderLine(roller, qty);

  it('refuses one below the minimum and one above the stock (the spec sentences)', () => {
    expect(line(0)).toEqual({ ok: false, message: 'you need to order atleast 1 Roller' });
    expect(line(1001)).toEqual({ ok: false, message: "you can't order more than 1000 Roller" });
  });

  it.each([
    [1, 12, 12],
    [99, 12, 1188],
    [100, 10.8, 1080],
    [101, 10.8, 1090.8],
    [499, 10.8, 5389.2],
    [500, 9.6, 4800],
    [1000, 9.6, 9600],
  ])('%i units at $%d make $%d exactly', (qty, unitPrice, total) => {
    expect(line(qty)).toMatchObject({ ok: true, line: { qty, unitPrice, total } });
  });

  it('charges in cents exactly the total (101 × $10.80 is 109080 cents)', () => {
    const priced = priceLine(roller, 101);
    expect(priced.ok && toCents(priced.total)).toBe(109_080);
    for (let qty = 100; qty < 500; qty += 1) {
      const each = priceLine(roller, qty);
      expect(each.ok && toCents(each.total)).toBe(1080 * qty);
    }
  });

  it('never sells for nothing, even a tool stored with a free tier before it was refused', () => {
    const free = { ...roller, tiers: [{ fromQty: 5, price: 0 }] };
    expect(priceLine(free, 50)).toEqual({ ok: false, message: NO_PRICE_FOR_QTY });
    expect(priceLine(free, 4)).toEqual({ ok: true, unitPrice: 12, total: 48 });
    expect(priceLine({ ...roller, tiers: [{ fromQty: 5, price: 0.004 }] }, 50)).toEqual({
      ok: false,
      message: NO_PRICE_FOR_QTY,
    });
    expect(priceLine(roller, 0)).toEqual({ ok: false, message: NO_PRICE_FOR_QTY });
  });

  it('adds amounts with cents without drift', () => {
    expect(sumAmounts([1090.8, 12, 0.1, 0.2])).toBe(1103.1);
  });

  it('refuses a total above the largest one an order may carry', () => {
    const dear = { ...roller, availableQty: 10_000_000 };
    expect(priceLine(dear, 104_167)).toEqual({
      ok: false,
      message: 'An order can total at most $999,999.00. Please order fewer.',
    });
    expect(priceLine(dear, 104_166)).toMatchObject({ ok: true, total: 999_993.6 });
  });
});

describe('the admin’s tiers', () => {
  const tool = { minQty: 1, price: 12 };
  const check = (tiers: unknown) => checkTiers(tool, tiers);
  const sentences = (tiers: unknown) => {
    const checked = check(tiers);
    return checked.ok ? [] : checked.issues.map((issue) => [issue.row, issue.message]);
  };

  it('accepts breaks from the smallest quantity up, as numbers or as typed', () => {
    expect(check(roller.tiers)).toEqual({ ok: true, tiers: roller.tiers });
    expect(
      check([
        { fromQty: '100', price: '10.80' },
        { fromQty: ' 500 ', price: '9.6' },
      ]),
    ).toEqual({ ok: true, tiers: roller.tiers });
    expect(check([])).toEqual({ ok: true, tiers: [] });
    expect(check(undefined)).toEqual({ ok: true, tiers: [] });
  });

  it('refuses a break at or below the minimum quantity, which the base price covers', () => {
    const sentence =
      'From quantity must be more than the minimum quantity (1), which the base price covers';
    expect(sentences([{ fromQty: 1, price: 10 }])).toEqual([[0, sentence]]);
    expect(sentences([{ fromQty: 0, price: 10 }])).toEqual([[0, sentence]]);
    expect(check([{ fromQty: 2, price: 10 }]).ok).toBe(true);
  });

  it('refuses breaks that overlap: the same start twice, or out of order', () => {
    expect(
      sentences([
        { fromQty: 100, price: 10 },
        { fromQty: 100, price: 9 },
      ]),
    ).toEqual([[1, 'Another tier already starts at 100; each tier needs its own From quantity']]);
    expect(
      sentences([
        { fromQty: 500, price: 10 },
        { fromQty: 100, price: 9 },
      ]),
    ).toEqual([
      [
        1,
        'From quantity must be more than the tier above it (500): list tiers from the smallest quantity up',
      ],
    ]);
  });

  it('refuses a price of 0, below, beyond the largest total, or not in cents', () => {
    const dear = { minQty: 1, price: 2_000_000 };
    expect(sentences([{ fromQty: 2, price: 0 }])).toEqual([
      [0, 'Unit price must be more than $0.00'],
    ]);
    expect(sentences([{ fromQty: 2, price: -1 }])).toEqual([
      [0, 'Unit price must be more than $0.00'],
    ]);
    expect(checkTiers(dear, [{ fromQty: 2, price: 1_000_000 }])).toMatchObject({
      ok: false,
      message: 'Price tier 1: Unit price can be at most $999,999.00, the largest order total',
    });
    expect(checkTiers(dear, [{ fromQty: 2, price: 999_999 }]).ok).toBe(true);
    expect(sentences([{ fromQty: 2, price: 10.805 }])).toEqual([[0, UNIT_PRICE_NOT_CENTS]]);
    expect(sentences([{ fromQty: 2, price: 'ten' }])).toEqual([
      [0, 'Unit price must be a number of dollars, like 10.80'],
    ]);
  });

  it('refuses what rounding would make free, or as dear as fewer units (issue 21)', () => {
    // Rounded to cents these were $0.00 and $12.00: refused, not rounded.
    for (const price of [1e-9, 0.001, 0.004999, '0.001', 11.999999999, '11.999999999']) {
      expect(sentences([{ fromQty: 5, price }])).toEqual([[0, UNIT_PRICE_NOT_CENTS]]);
    }
    expect(sentences([{ fromQty: 5, price: 0.004 }])).toEqual([[0, UNIT_PRICE_NOT_CENTS]]);
    expect(check([{ fromQty: 5, price: 0.01 }])).toEqual({
      ok: true,
      tiers: [{ fromQty: 5, price: 0.01 }],
    });
    expect(check([{ fromQty: 5, price: '11.99' }])).toEqual({
      ok: true,
      tiers: [{ fromQty: 5, price: 11.99 }],
    });
    expect(sentences([{ fromQty: 5, price: 12.0 }])).toEqual([
      [0, 'Unit price must be less than $12.00, the price of fewer units'],
    ]);
  });

  it('reads a price typed with spaces around it, and nothing else around the digits', () => {
    expect(check([{ fromQty: 5, price: ' 9.60 ' }])).toEqual({
      ok: true,
      tiers: [{ fromQty: 5, price: 9.6 }],
    });
    for (const price of ['x9.60', '9.60x', '9.', '.60', '9.6.0']) {
      expect(sentences([{ fromQty: 5, price }])).toEqual([
        [0, 'Unit price must be a number of dollars, like 10.80'],
      ]);
    }
    for (const missing of [undefined, null]) {
      expect(sentences([{ fromQty: missing, price: missing }])).toEqual([
        [0, 'From quantity is Required'],
        [0, 'Unit price is Required'],
      ]);
    }
  });

  it('takes a From quantity in digits only, not "0x10", "1e3" or "+7"', () => {
    for (const fromQty of ['0x10', '0b101', '0o17', '1e3', '+7', '7.0', '-7']) {
      expect(sentences([{ fromQty, price: 10 }])).toEqual([
        [0, 'From quantity must be a whole number'],
      ]);
    }
  });

  it('refuses a break that does not cost less than the tier before it', () => {
    expect(sentences([{ fromQty: 2, price: 12 }])).toEqual([
      [0, 'Unit price must be less than $12.00, the price of fewer units'],
    ]);
    expect(
      sentences([
        { fromQty: 100, price: 10.8 },
        { fromQty: 500, price: 11 },
      ]),
    ).toEqual([[1, 'Unit price must be less than $10.80, the price of fewer units']]);
  });

  it(`allows ${MAX_TIER_BREAKS} breaks and no more`, () => {
    const breaks = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ fromQty: 10 * (i + 1), price: 11 - i }));
    expect(checkTiers(tool, breaks(MAX_TIER_BREAKS)).ok).toBe(true);
    expect(checkTiers(tool, breaks(MAX_TIER_BREAKS + 1))).toMatchObject({
      ok: false,
      message: 'A tool can have at most 10 price tiers besides its base price',
    });
  });

  it('says what is missing, and refuses what is not a list of breaks', () => {
    expect(sentences([{ fromQty: '', price: '' }])).toEqual([
      [0, 'From quantity is Required'],
      [0, 'Unit price is Required'],
    ]);
    expect(sentences([{ fromQty: 2.5, price: 1 }])).toEqual([
      [0, 'From quantity must be a whole number'],
    ]);
    expect(sentences([{ fromQty: 2, price: 1, role: 'admin' }])).toEqual([
      [0, 'A price tier has a From quantity and a Unit price, nothing else'],
    ]);
    expect(check({ fromQty: 2 })).toMatchObject({
      ok: false,
      message: 'Price tiers must be a list of quantities and unit prices',
    });
    expect(check(null).ok).toBe(false);
  });

  it('checks a new tool’s tiers against its own minimum and price', () => {
    const input = { name: 'Roller', minQty: 10, price: 12, tiers: [{ fromQty: 10, price: 11 }] };
    expect(checkToolTiers(input)).toEqual({
      ok: false,
      message:
        'Price tier 1: From quantity must be more than the minimum quantity (10), which the base price covers',
    });
    expect(checkToolTiers({ ...input, tiers: undefined })).toEqual({
      ok: true,
      tool: { ...input, tiers: [] },
    });
  });
});

describe('the tiers, at their limits and in their words', () => {
  const tool = { minQty: 1, price: 12 };
  const check = (tiers: unknown) => checkTiers(tool, tiers);

  it('says a price must be in whole cents in those words', () => {
    expect(check([{ fromQty: 5, price: 9.999 }])).toMatchObject({
      ok: false,
      message: 'Price tier 1: Unit price must be in whole cents, at most two decimals, like 10.80',
    });
  });

  it('refuses a line of a fraction of a unit, or a price not in cents', () => {
    const refused = { ok: false, message: 'Prices and quantities are whole numbers' };
    expect(priceLine(roller, 1.5)).toEqual(refused);
    expect(priceLine({ minQty: 1, price: 1e20 }, 1)).toEqual(refused);
  });

  it('takes a total of exactly the largest amount', () => {
    expect(priceLine({ minQty: 1, price: 999_999 }, 1)).toEqual({
      ok: true,
      unitPrice: 999_999,
      total: 999_999,
    });
  });

  it('refuses a break that is not an object of two fields, in its row', () => {
    for (const entry of [null, 5, 'x', [], [{ fromQty: 2, price: 1 }]]) {
      expect(check([{ fromQty: 2, price: 11 }, entry])).toEqual({
        ok: false,
        message: 'Price tier 2: A price tier has a From quantity and a Unit price, nothing else',
        issues: [
          { row: 1, message: 'A price tier has a From quantity and a Unit price, nothing else' },
        ],
      });
    }
  });

  it('refuses a price that is neither a number nor text', () => {
    for (const price of [true, {}, [10]]) {
      expect(check([{ fromQty: 2, price }])).toMatchObject({
        ok: false,
        message: 'Price tier 1: Unit price must be a number of dollars, like 10.80',
      });
    }
  });

  it('reads a price typed in whole dollars', () => {
    expect(check([{ fromQty: 2, price: ' 10 ' }])).toEqual({
      ok: true,
      tiers: [{ fromQty: 2, price: 10 }],
    });
  });

  it(`takes a break from up to a billion units, not one more`, () => {
    expect(check([{ fromQty: 1_000_000_000, price: 11 }])).toEqual({
      ok: true,
      tiers: [{ fromQty: 1_000_000_000, price: 11 }],
    });
    expect(check([{ fromQty: 1_000_000_001, price: 11 }])).toMatchObject({
      ok: false,
      message: 'Price tier 1: From quantity is too large',
    });
  });

  it('names the field of each issue, for the form to show it next to', () => {
    expect(check([{ fromQty: '', price: '' }])).toEqual({
      ok: false,
      message: 'Price tier 1: From quantity is Required',
      issues: [
        { row: 0, field: 'fromQty', message: 'From quantity is Required' },
        { row: 0, field: 'price', message: 'Unit price is Required' },
      ],
    });
  });

  it('compares a break with the last one that was right, past one that was wrong', () => {
    const issuesOf = (tiers: unknown) => {
      const checked = check(tiers);
      return checked.ok ? [] : checked.issues;
    };
    expect(
      issuesOf([
        { fromQty: 100, price: 10 },
        { fromQty: '', price: 9 },
        { fromQty: 50, price: 8 },
      ]),
    ).toContainEqual({
      row: 2,
      field: 'fromQty',
      message:
        'From quantity must be more than the tier above it (100): list tiers from the smallest quantity up',
    });
    expect(
      issuesOf([
        { fromQty: 100, price: 10 },
        { fromQty: 200, price: 'x' },
        { fromQty: 300, price: 11 },
      ]),
    ).toContainEqual({
      row: 2,
      field: 'price',
      message: 'Unit price must be less than $10.00, the price of fewer units',
    });
  });

  it('says in one issue without a row what is wrong with the whole list', () => {
    const message = 'Price tiers must be a list of quantities and unit prices';
    expect(check('100 at 10')).toEqual({
      ok: false,
      message,
      issues: [{ row: undefined, message }],
    });
  });
});
