// The backorder rule: the split of a quantity, the first-come allocation of arrivals, the
// restock date an admin may set, and the sentence every page shows.
import { describe, expect, it } from 'vitest';
import {
  allocateArrivals,
  backorderNote,
  checkRestockDate,
  ordersNowReady,
  RESTOCK_DATE_FORM,
  RESTOCK_DATE_NOT_FUTURE,
  refundedUnits,
  reservedLine,
  splitQuantity,
  unitsFromStock,
} from './backorder';
import { checkQuantity, fitQuantity } from './quantity';
import { planShipment } from './shipment';

const BACKORDERED = { name: 'Roller', minQty: 1, availableQty: 3, backorderUntil: '2027-01-15' };

describe('splitQuantity', () => {
  it('serves from stock as far as it goes and backorders the rest', () => {
    expect(splitQuantity(BACKORDERED, 5)).toEqual({ fromStock: 3, backordered: 2 });
    expect(splitQuantity(BACKORDERED, 2)).toEqual({ fromStock: 2, backordered: 0 });
    expect(splitQuantity({ availableQty: 0 }, 4)).toEqual({ fromStock: 0, backordered: 4 });
  });
});

describe('reservedLine', () => {
  it('marks the waiting units and the date said, and takes only the stock there is', () => {
    const line = { toolId: 't', qty: 5 };
    expect(reservedLine(BACKORDERED, line)).toEqual({
      line: { toolId: 't', qty: 5, backordered: 2, restockDate: '2027-01-15' },
      fromStock: 3,
    });
    expect(reservedLine(BACKORDERED, { qty: 3 })).toEqual({ line: { qty: 3 }, fromStock: 3 });
  });

  it('gives back to stock only the units that took it', () => {
    expect(unitsFromStock({ qty: 5, backordered: 2 })).toBe(3);
    expect(unitsFromStock({ qty: 5 })).toBe(5);
  });
});

describe('refundedUnits', () => {
  it('takes refunded units from those still waiting first: only the rest took stock', () => {
    expect(refundedUnits({ backordered: 2 }, 1)).toEqual({ fromWaiting: 1, fromStock: 0 });
    expect(refundedUnits({ backordered: 2 }, 5)).toEqual({ fromWaiting: 2, fromStock: 3 });
    expect(refundedUnits({}, 3)).toEqual({ fromWaiting: 0, fromStock: 3 });
  });
});

describe('checkQuantity with backorders', () => {
  it('accepts more than the stock while backorders are allowed', () => {
    expect(checkQuantity(BACKORDERED, 40)).toEqual({ ok: true, qty: 40 });
    expect(fitQuantity(BACKORDERED, 40)).toBe(40);
  });

  it('keeps the spec sentence without the setting', () => {
    const { backorderUntil: _off, ...tool } = BACKORDERED;
    expect(checkQuantity(tool, 4)).toEqual({
      ok: false,
      message: "you can't order more than 3 Roller",
    });
  });

  it('still holds the maximum per order and the packs', () => {
    const tool = { ...BACKORDERED, maxPerOrder: 10, packSize: 2 };
    expect(checkQuantity(tool, 12).ok).toBe(false);
    expect(checkQuantity(tool, 7).ok).toBe(false);
    expect(checkQuantity(tool, 8)).toEqual({ ok: true, qty: 8 });
  });
});

describe('allocateArrivals', () => {
  const waiting = [
    { orderId: 'a', position: 0, backordered: 2 },
    { orderId: 'b', position: 0, backordered: 3 },
    { orderId: 'c', position: 1, backordered: 1 },
  ];

  it('serves the oldest orders first and the next one in part', () => {
    expect(allocateArrivals(4, waiting)).toEqual({
      allocations: [
        { orderId: 'a', position: 0, backordered: 2, allocated: 2 },
        { orderId: 'b', position: 0, backordered: 3, allocated: 2 },
      ],
      stockLeft: 0,
    });
  });

  it('leaves what no order waits for on sale', () => {
    expect(allocateArrivals(10, waiting).stockLeft).toBe(4);
    expect(allocateArrivals(0, waiting).allocations).toEqual([]);
    expect(allocateArrivals(-3, waiting)).toEqual({ allocations: [], stockLeft: 0 });
  });

  it('tells which orders have nothing left waiting', () => {
    const { allocations } = allocateArrivals(4, waiting);
    const left = new Map([
      ['a', 0],
      ['b', 1],
    ]);
    expect(ordersNowReady(allocations, (id) => left.get(id) ?? 0)).toEqual(['a']);
  });
});

describe('checkRestockDate', () => {
  const today = '2026-11-27';

  it('takes a calendar day after today, or null to stop backorders', () => {
    expect(checkRestockDate('2026-11-28', today)).toEqual({ ok: true });
    expect(checkRestockDate(null, today)).toEqual({ ok: true });
  });

  it('refuses today, the past and what is not a day', () => {
    expect(checkRestockDate(today, today)).toEqual({ ok: false, message: RESTOCK_DATE_NOT_FUTURE });
    expect(checkRestockDate('2026-01-01', today)).toEqual({
      ok: false,
      message: RESTOCK_DATE_NOT_FUTURE,
    });
    expect(checkRestockDate('2027-02-30', today)).toEqual({
      ok: false,
      message: RESTOCK_DATE_FORM,
    });
    expect(checkRestockDate('soon', today)).toEqual({ ok: false, message: RESTOCK_DATE_FORM });
  });
});

describe('backorderNote', () => {
  it('says how many wait and until when', () => {
    expect(backorderNote(2, '2027-01-15')).toBe('2 backordered, expected 15 Jan 2027');
  });
});

describe('planShipment with backordered units', () => {
  it('ships the units that are ready and refuses those still waiting', () => {
    const order = {
      status: 'paid' as const,
      paid: true,
      lines: [
        {
          toolId: 't',
          toolName: 'Roller',
          toolImg: '',
          qty: 5,
          unitPrice: 1,
          total: 5,
          backordered: 2,
          restockDate: '2027-01-15',
        },
      ],
    };
    const today = '2026-11-27';
    expect(planShipment(order, [], { lines: [{ line: 0, qty: 3 }] }, today).ok).toBe(true);
    expect(planShipment(order, [], { lines: [{ line: 0, qty: 4 }] }, today)).toEqual({
      ok: false,
      error: {
        code: 'shipment-too-large',
        message: 'Only 3 more of Roller can ship: 2 are still backordered.',
      },
    });
  });
});
