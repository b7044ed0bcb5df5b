// The return rule: only shipped orders, within 30 days of shipping, never more units than
// bought minus those refunded and those in returns still open.
import { describe, expect, it } from 'vitest';
import type { Order } from './order';
import { planReturn, type OrderReturn, type ReturnContext } from './order-return';
import type { Refund } from './refund';
import { paidOrder } from './test-support/paid-order';

const SHIPPED = new Date('2026-06-02T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

const order: Order = paidOrder({ status: 'shipped' });

const context = (over: Partial<ReturnContext> = {}): ReturnContext => ({
  order,
  shippedAt: SHIPPED,
  now: new Date(SHIPPED.getTime() + DAY),
  returns: [],
  refunds: [],
  ...over,
});

const asked = (line: number, qty: number) => ({ reason: 'Wrong', lines: [{ line, qty }] });

const aReturn = (status: OrderReturn['status'], qty: number): OrderReturn => ({
  _id: 'r1',
  orderId: order._id,
  orderNumber: order.number,
  email: order.email,
  status,
  reason: 'Wrong',
  lines: [{ line: 0, toolName: 'Brush', qty }],
  createdAt: SHIPPED.toISOString(),
});

const aRefund = (status: Refund['status'], qty: number): Refund => ({
  _id: 'f1',
  orderId: order._id,
  orderNumber: order.number,
  status,
  amountCents: qty * 1000,
  reason: 'Damaged',
  restocked: false,
  lines: [{ line: 0, toolName: 'Brush', qty, amountCents: qty * 1000 }],
  createdAt: SHIPPED.toISOString(),
});

describe('planReturn', () => {
  it('takes units of a shipped order, naming the tool', () => {
    expect(planReturn(context(), asked(0, 3))).toEqual({
      ok: true,
      value: [{ line: 0, toolName: 'Brush', qty: 3 }],
    });
  });

  it('refuses an order not shipped yet', () => {
    const paid = context({ order: { ...order, status: 'paid' }, shippedAt: undefined });
    expect(planReturn(paid, asked(0, 1))).toEqual({
      ok: false,
      error: { code: 'return-not-shipped' },
    });
  });

  it('takes a request on the 30th day after shipping, and refuses one after it', () => {
    const lastMoment = context({ now: new Date(SHIPPED.getTime() + 30 * DAY) });
    expect(planReturn(lastMoment, asked(0, 1)).ok).toBe(true);
    const late = context({ now: new Date(SHIPPED.getTime() + 30 * DAY + 1) });
    expect(planReturn(late, asked(0, 1))).toEqual({
      ok: false,
      error: { code: 'return-window-closed' },
    });
  });

  it('counts open returns and refunds, not refused returns or failed refunds', () => {
    const busy = context({
      returns: [aReturn('requested', 1), aReturn('refused', 2), aReturn('refunded', 1)],
      refunds: [aRefund('done', 1), aRefund('failed', 2)],
    });
    expect(planReturn(busy, asked(0, 1)).ok).toBe(true);
    expect(planReturn(busy, asked(0, 2))).toEqual({
      ok: false,
      error: { code: 'invalid', message: 'Only 1 of Brush can still be returned' },
    });
  });

  it('refuses a line the order lacks, or named twice', () => {
    expect(planReturn(context(), asked(2, 1))).toMatchObject({
      error: { message: 'The order has no line 3 to return' },
    });
    const twice = {
      reason: 'Wrong',
      lines: [
        { line: 1, qty: 1 },
        { line: 1, qty: 1 },
      ],
    };
    expect(planReturn(context(), twice)).toMatchObject({
      error: { message: 'The order has no line 2 to return' },
    });
  });
});
