import { describe, expect, it } from 'vitest';
import {
  addHoldings,
  checkUnpaidLimits,
  holdingOf,
  NOTHING_HELD,
  type UnpaidLimits,
} from './unpaid-limits';

const limits: UnpaidLimits = { maxUnpaid: 2, maxUnpaidValue: 100, maxUnpaidUnits: 10 };
const held = (orders: number, value: number, units: number) => ({ orders, value, units });

describe('what one customer may hold unpaid', () => {
  it('lets an order reach each limit exactly', () => {
    expect(checkUnpaidLimits(held(1, 40.1, 4), held(1, 59.9, 6), limits)).toBeUndefined();
  });

  it('refuses the order one cent or one unit beyond, saying what it would come to', () => {
    expect(checkUnpaidLimits(held(1, 40.1, 4), held(1, 59.91, 1), limits)).toEqual({
      kind: 'value',
      limit: 100,
      held: 40.1,
      total: 100.01,
    });
    expect(checkUnpaidLimits(NOTHING_HELD, held(1, 5, 11), limits)).toEqual({
      kind: 'units',
      limit: 10,
      held: 0,
      total: 11,
    });
  });

  it('refuses any order once the customer holds the most orders, whatever their size', () => {
    expect(checkUnpaidLimits(held(2, 0, 0), held(1, 1, 1), limits)).toEqual({
      kind: 'orders',
      limit: 2,
    });
  });

  it('adds what orders hold in whole cents', () => {
    const order = holdingOf([
      { qty: 3, total: 0.1 },
      { qty: 2, total: 0.2 },
    ]);
    expect(order).toEqual({ orders: 1, value: 0.3, units: 5 });
    expect(addHoldings(order, order)).toEqual({ orders: 2, value: 0.6, units: 10 });
  });
});
