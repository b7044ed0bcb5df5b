import { describe, expect, it } from 'vitest';
import type { Order } from './order';
import { newestFirst, orderQuantityText } from './order-list';

const order = (id: string, createdAt: string, lines: number, toolQty: number) =>
  ({ _id: id, createdAt, toolQty, lines: Array.from({ length: lines }) }) as unknown as Order;

describe('a customer’s order list', () => {
  it('puts the newest order first', () => {
    const old = order('a', '2026-06-01T10:00:00Z', 1, 5);
    const recent = order('b', '2026-06-03T10:00:00Z', 1, 5);
    const middle = order('c', '2026-06-02T10:00:00Z', 1, 5);
    expect(newestFirst([old, recent, middle]).map((o) => o._id)).toEqual(['b', 'c', 'a']);
  });

  it('keeps the store’s order for orders placed at one instant, and leaves its input be', () => {
    const orders = [
      order('a', '2026-06-01T10:00:00Z', 1, 5),
      order('b', '2026-06-01T10:00:00Z', 1, 5),
      order('c', '2026-06-02T10:00:00Z', 1, 5),
    ];
    expect(newestFirst(orders).map((o) => o._id)).toEqual(['c', 'a', 'b']);
    expect(orders.map((o) => o._id)).toEqual(['a', 'b', 'c']);
  });

  it('counts tools and units apart for an order of several tools', () => {
    expect(orderQuantityText(order('a', '', 3, 107))).toBe('3 tools, 107 units');
    expect(orderQuantityText(order('a', '', 1, 20))).toBe('20 units');
    expect(orderQuantityText(order('a', '', 1, 1))).toBe('1 unit');
    expect(orderQuantityText(order('a', '', 2, 1200))).toBe('2 tools, 1,200 units');
  });
});
