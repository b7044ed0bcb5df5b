import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../../domain/money';
import { daySentence, revenueFromOrders, salesSentence } from './sales-words';

describe('sales in words', () => {
  it('names the revenue with the store’s money format and counts the orders', () => {
    expect(revenueFromOrders(702093, 50)).toBe(`${formatAmount(702093)} from 50 orders`);
    expect(revenueFromOrders(18, 1)).toBe(`${formatAmount(18)} from 1 order`);
  });

  it('adds up the window', () => {
    const days = [
      { day: '2026-11-02', orders: 2, revenue: 100.5 },
      { day: '2026-11-03', orders: 1, revenue: 17 },
    ];
    expect(salesSentence(days)).toBe(`${formatAmount(117.5)} from 3 orders`);
  });

  it('names one day by its UTC date, for the chart’s tooltip', () => {
    expect(daySentence({ day: '2026-11-03', orders: 4, revenue: 480 })).toMatch(
      new RegExp(`^Nov 3, 2026: \\${formatAmount(480)} from 4 orders$`),
    );
  });
});
