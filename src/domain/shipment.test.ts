// The shipment rule: what is left to ship, partial and full shipments, and odd input.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Order } from './order';
import {
  isShippable,
  planShipment,
  remainingUnits,
  ShipmentInputSchema,
  SHIPPED_IN_FULL,
  NOT_SHIPPABLE,
  SHIP_DATE_IN_FUTURE,
  TRACKING_NUMBER_CHARACTERS,
} from './shipment';
import { paidOrder } from './test-support/paid-order';

const TODAY = '2026-11-27';
const CARRIER = '0b7c3f5e-2a1d-4c8b-9e6f-1a2b3c4d5e6f';

// The shared paid order, with two rollers at $5 instead of one at $10.
const order = (over: Partial<Order> = {}): Order => {
  const lines = (paidOrder().lines ?? []).map((line) =>
    line.toolId === 't2' ? { ...line, qty: 2, unitPrice: 5, total: 10 } : line,
  );
  return paidOrder({ toolQty: 5, lines, ...over });
};

const lines = (...pairs: [number, number][]) => pairs.map(([line, qty]) => ({ line, qty }));

describe('remainingUnits', () => {
  it('is every unit before the first shipment', () => {
    expect(remainingUnits(order(), [])).toEqual([3, 2]);
  });

  it('subtracts what each earlier shipment took, line by line', () => {
    const earlier = [{ lines: [{ line: 0, toolName: 'Brush', qty: 1 }] }];
    const more = [...earlier, { lines: [{ line: 0, toolName: 'Brush', qty: 2 }] }];
    expect(remainingUnits(order(), earlier)).toEqual([2, 2]);
    expect(remainingUnits(order(), more)).toEqual([0, 2]);
  });
});

describe('planShipment', () => {
  it('leaves the order partly shipped while units remain', () => {
    const plan = planShipment(order(), [], { lines: lines([0, 2]) }, TODAY);
    expect(plan).toEqual({
      ok: true,
      value: {
        lines: [{ line: 0, toolName: 'Brush', qty: 2 }],
        shippedOn: TODAY,
        status: 'partly-shipped',
      },
    });
  });

  it('ships the order when the last units leave', () => {
    const earlier = [{ lines: [{ line: 0, toolName: 'Brush', qty: 2 }] }];
    const partly = order({ status: 'partly-shipped' });
    const plan = planShipment(partly, earlier, { lines: lines([1, 2], [0, 1]) }, TODAY);
    expect(plan.ok && plan.value.status).toBe('shipped');
    expect(plan.ok && plan.value.lines.map((line) => line.line)).toEqual([0, 1]);
  });

  it('refuses more units than a line has left, saying how many may ship', () => {
    const earlier = [{ lines: [{ line: 0, toolName: 'Brush', qty: 2 }] }];
    const plan = planShipment(
      order({ status: 'partly-shipped' }),
      earlier,
      { lines: lines([0, 2]) },
      TODAY,
    );
    expect(plan).toEqual({
      ok: false,
      error: {
        code: 'shipment-too-large',
        message: 'Only 1 more of Brush can ship: 3 were ordered and 2 have shipped.',
      },
    });
  });

  it('refuses a line that has shipped in full', () => {
    const earlier = [{ lines: [{ line: 1, toolName: 'Roller', qty: 2 }] }];
    const plan = planShipment(
      order({ status: 'partly-shipped' }),
      earlier,
      { lines: lines([1, 1]) },
      TODAY,
    );
    expect(!plan.ok && plan.error.message).toBe('Every unit of Roller has shipped already.');
  });

  it('refuses an unpaid order and a shipped one', () => {
    const unpaid = planShipment(
      order({ paid: false, status: 'unpaid' }),
      [],
      { lines: lines([0, 1]) },
      TODAY,
    );
    const shipped = planShipment(order({ status: 'shipped' }), [], { lines: lines([0, 1]) }, TODAY);
    expect(!unpaid.ok && unpaid.error).toEqual({ code: 'not-shippable', message: NOT_SHIPPABLE });
    expect(!shipped.ok && shipped.error).toEqual({
      code: 'not-shippable',
      message: SHIPPED_IN_FULL,
    });
  });

  it('refuses a line the order does not have and a day after today', () => {
    const noLine = planShipment(order(), [], { lines: lines([2, 1]) }, TODAY);
    const future = planShipment(
      order(),
      [],
      { lines: lines([0, 1]), shippedOn: '2026-11-28' },
      TODAY,
    );
    expect(!noLine.ok && noLine.error.message).toBe('This order has no line 3');
    expect(!future.ok && future.error.message).toBe(SHIP_DATE_IN_FUTURE);
  });
});

describe('isShippable', () => {
  it('holds for a paid order until it has shipped in full', () => {
    expect(isShippable({ paid: true, status: 'paid' })).toBe(true);
    expect(isShippable({ paid: true, status: 'partly-shipped' })).toBe(true);
    expect(isShippable({ paid: true, status: 'shipped' })).toBe(false);
    expect(isShippable({ paid: false, status: 'unpaid' })).toBe(false);
  });
});

describe('ShipmentInputSchema', () => {
  const parse = (over: Record<string, unknown>) =>
    v.safeParse(ShipmentInputSchema, {
      carrierId: CARRIER,
      trackingNumber: 'JD0146 0000 1234',
      lines: lines([0, 1]),
      ...over,
    });
  const message = (over: Record<string, unknown>) => parse(over).issues?.[0]?.message;

  it('trims the tracking number', () => {
    expect(parse({ trackingNumber: '  1Z999AA10123456784 ' }).output).toMatchObject({
      trackingNumber: '1Z999AA10123456784',
    });
  });

  it.each([
    ['<script>', TRACKING_NUMBER_CHARACTERS],
    ['ab/../c', TRACKING_NUMBER_CHARACTERS],
    ['x'.repeat(65), 'Tracking number must be 64 characters or fewer'],
    ['   ', 'Tracking number is Required'],
  ])('refuses the tracking number %j', (trackingNumber, expected) => {
    expect(message({ trackingNumber })).toBe(expected);
  });

  it('refuses no lines, a line named twice, a zero quantity and a made-up day', () => {
    expect(message({ lines: [] })).toBe('Choose at least one line to ship');
    expect(message({ lines: lines([0, 1], [0, 1]) })).toBe('Name each line once in a shipment');
    expect(message({ lines: lines([0, 0]) })).toBe('Quantity must be at least 1');
    expect(message({ shippedOn: '2026-02-30' })).toBe('Shipped on must be a day of the calendar');
    expect(message({ paid: true })).toBe('"paid" is not an accepted field');
  });
});
