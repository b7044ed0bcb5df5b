import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ORDER_TOO_LARGE } from './money';
import {
  checkLinesTotal,
  lineStillHolds,
  MAX_ORDER_LINES,
  orderSummary,
  orderToolNames,
  priceOrderLine,
  type OrderLine,
} from './order-line';
import { NO_LINES, REPEATED_TOOL, RequestedLinesSchema, TOO_MANY_LINES } from './checkout-input';

const brush = {
  _id: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
  name: 'Brush',
  img: '/images/brush.svg',
  minQty: 10,
  availableQty: 100,
  price: 7,
};

const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const firstIssue = (input: unknown) => {
  const result = v.safeParse(RequestedLinesSchema, input);
  return result.success ? undefined : result.issues[0].message;
};

describe('priceOrderLine', () => {
  it('prices a quantity within the tool rules from the tool', () => {
    expect(priceOrderLine(brush, 12)).toEqual({
      ok: true,
      line: {
        toolId: brush._id,
        toolName: 'Brush',
        toolImg: brush.img,
        qty: 12,
        unitPrice: 7,
        total: 84,
      },
    });
  });

  it("refuses with the spec's sentences below the minimum and above the stock", () => {
    expect(priceOrderLine(brush, 9)).toEqual({
      ok: false,
      message: 'you need to order atleast 10 Brush',
    });
    expect(priceOrderLine(brush, 10)).toMatchObject({ ok: true });
    expect(priceOrderLine(brush, 100)).toMatchObject({ ok: true });
    expect(priceOrderLine(brush, 101)).toEqual({
      ok: false,
      message: "you can't order more than 100 Brush",
    });
  });

  it('refuses a line beyond the largest total', () => {
    const dear = { ...brush, price: 500_000, minQty: 1 };
    expect(priceOrderLine(dear, 1)).toMatchObject({ ok: true });
    expect(priceOrderLine(dear, 2)).toEqual({ ok: false, message: ORDER_TOO_LARGE });
  });
});

describe('lineStillHolds', () => {
  const line = { qty: 12, total: 84 };
  it('holds while price and stock allow it', () => {
    expect(lineStillHolds(brush, line)).toBe(true);
  });
  it('no longer holds after a price change or when the stock fell below it', () => {
    expect(lineStillHolds({ ...brush, price: 8 }, line)).toBe(false);
    expect(lineStillHolds({ ...brush, availableQty: 11 }, line)).toBe(false);
  });
});

describe('RequestedLinesSchema', () => {
  it('takes one to MAX_ORDER_LINES different tools', () => {
    const lines = Array.from({ length: MAX_ORDER_LINES }, (_, i) => ({ toolId: idOf(i), qty: 1 }));
    expect(firstIssue(lines)).toBeUndefined();
    expect(firstIssue([...lines, { toolId: idOf(99), qty: 1 }])).toBe(TOO_MANY_LINES);
    expect(firstIssue([])).toBe(NO_LINES);
  });

  it('refuses a repeated tool, a bad quantity, a price and a bad id', () => {
    expect(
      firstIssue([
        { toolId: idOf(1), qty: 1 },
        { toolId: idOf(1), qty: 2 },
      ]),
    ).toBe(REPEATED_TOOL);
    expect(firstIssue([{ toolId: idOf(1), qty: 1.5 }])).toBe('Quantity must be a whole number');
    expect(firstIssue([{ toolId: idOf(1), qty: 1, unitPrice: 1 }])).toBe(
      '"unitPrice" is not an accepted field of a line',
    );
    expect(firstIssue([{ toolId: 'brush', qty: 1 }])).toBe('That id is not valid');
    expect(firstIssue('brush')).toBe('lines must be a list of tools and quantities');
  });
});

describe('an order of lines', () => {
  const line = (toolName: string, qty: number, unitPrice: number): OrderLine => ({
    toolId: idOf(qty),
    toolName,
    toolImg: `/images/${toolName}.svg`,
    qty,
    unitPrice,
    total: qty * unitPrice,
  });

  it('names its tools as a person would', () => {
    expect(orderToolNames([])).toBe('');
    expect(orderToolNames([line('Brush', 1, 1)])).toBe('Brush');
    expect(orderToolNames([line('Brush', 1, 1), line('Roller', 2, 1)])).toBe('Brush and Roller');
    expect(orderToolNames([line('Brush', 1, 1), line('Roller', 2, 1), line('Tray', 3, 1)])).toBe(
      'Brush, Roller and Tray',
    );
  });

  it("summarises its lines in the spec's fields: first tool, quantities, total", () => {
    const lines = [line('Brush', 10, 7), line('Roller', 3, 12)];
    expect(orderSummary(lines)).toEqual({
      toolId: idOf(10),
      toolName: 'Brush and Roller',
      toolImg: '/images/Brush.svg',
      toolQty: 13,
      toolPrice: 106,
    });
    expect(() => orderSummary([])).toThrow(new RangeError('An order has at least one line'));
  });

  it('totals its lines up to the largest total', () => {
    expect(checkLinesTotal([{ total: 999_000 }, { total: 999 }])).toEqual({
      ok: true,
      total: 999_999,
    });
    expect(checkLinesTotal([{ total: 999_000 }, { total: 1_000 }])).toEqual({
      ok: false,
      message: ORDER_TOO_LARGE,
    });
  });
});
