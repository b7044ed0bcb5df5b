import { describe, expect, it } from 'vitest';
import { checkQuantity, fitQuantity, initialQuantity, QUANTITY_NOT_WHOLE } from './quantity';
import { parseWholeNumber } from './whole-number';

const roller = { name: 'Paint Roller', minQty: 50, availableQty: 200 };

describe('order quantity', () => {
  it('starts at the minimum', () => {
    expect(initialQuantity(roller)).toBe(50);
  });

  it.each([50, 120, 200, '75', ' 200 '])('accepts %j', (qty) => {
    expect(checkQuantity(roller, qty)).toEqual({ ok: true, qty: Number(qty) });
  });

  it.each([49, 0, '1', ''])('refuses %j below the minimum with the spec message', (qty) => {
    expect(checkQuantity(roller, qty)).toEqual({
      ok: false,
      message: 'you need to order atleast 50 Paint Roller',
    });
  });

  it.each([201, '5000'])('refuses %j above the stock with the spec message', (qty) => {
    expect(checkQuantity(roller, qty)).toEqual({
      ok: false,
      message: "you can't order more than 200 Paint Roller",
    });
  });

  it.each([50.5, '50.5', 'abc', '1e3', '-60', Number.NaN, null, undefined, 2 ** 60])(
    'refuses %j as not a whole number',
    (qty) => {
      expect(checkQuantity(roller, qty)).toEqual({ ok: false, message: QUANTITY_NOT_WHOLE });
    },
  );

  it('refuses every quantity when stock is below the minimum', () => {
    const scarce = { ...roller, availableQty: 20 };
    expect(checkQuantity(scarce, 50)).toEqual({
      ok: false,
      message: "you can't order more than 20 Paint Roller",
    });
  });
});

describe('quantity edges', () => {
  it('says a quantity that is not a whole number must be one', () => {
    expect(checkQuantity(roller, '7.5')).toEqual({
      ok: false,
      message: 'Quantity must be a whole number',
    });
  });

  it('treats a blank quantity like an empty one: below the minimum', () => {
    expect(checkQuantity(roller, '   ')).toEqual({
      ok: false,
      message: 'you need to order atleast 50 Paint Roller',
    });
  });

  it.each([[['75']], [{ toString: () => '75' }], [true], [null]])(
    'takes no number out of %j, which is neither digits nor a number',
    (raw) => {
      expect(parseWholeNumber(raw)).toBeUndefined();
      expect(checkQuantity(roller, raw)).toEqual({ ok: false, message: QUANTITY_NOT_WHOLE });
    },
  );
});

describe('pack size and maximum per order', () => {
  const tape = { name: 'Tape', minQty: 10, availableQty: 100, packSize: 6, maxPerOrder: 60 };

  it('starts at the minimum raised to a whole pack', () => {
    expect(initialQuantity(tape)).toBe(12);
  });

  it.each([12, 18, 60, '36'])('accepts %j, whole packs within the limits', (qty) => {
    expect(checkQuantity(tape, qty)).toEqual({ ok: true, qty: Number(qty) });
  });

  it.each([13, 20, '59'])('refuses %j, not whole packs', (qty) => {
    expect(checkQuantity(tape, qty)).toEqual({
      ok: false,
      message: 'Tape comes in packs of 6: order a multiple of 6',
    });
  });

  it('refuses more than the maximum per order, though in stock', () => {
    expect(checkQuantity(tape, 66)).toEqual({
      ok: false,
      message: "you can't order more than 60 Tape in one order",
    });
  });

  it('says the minimum first', () => {
    expect(checkQuantity(tape, 6)).toEqual({
      ok: false,
      message: 'you need to order atleast 10 Tape',
    });
  });

  it('fits a wanted quantity to whole packs within the limits', () => {
    expect(fitQuantity(tape, 1)).toBe(12);
    expect(fitQuantity(tape, 13)).toBe(18);
    expect(fitQuantity(tape, 500)).toBe(60);
    expect(fitQuantity({ ...tape, availableQty: 11 }, 12)).toBeUndefined();
  });

  it('treats a maximum of 0 as none', () => {
    expect(checkQuantity({ ...tape, maxPerOrder: 0 }, 96)).toEqual({ ok: true, qty: 96 });
  });
});
