import { describe, expect, it } from 'vitest';
import {
  allowedOrderActions,
  AWAITING_APPROVAL,
  orderStateLabel,
  orderStatusLabel,
  paymentLabel,
  transitionOrder,
  type OrderState,
} from './order-status';

const unpaid: OrderState = { status: 'unpaid', paid: false };
const paid: OrderState = { status: 'paid', paid: true, transactionId: 'pi_1' };
const shipped: OrderState = { status: 'shipped', paid: true, transactionId: 'pi_1' };

describe('order lifecycle', () => {
  it('an unpaid order becomes paid with its transaction id', () => {
    expect(transitionOrder(unpaid, { type: 'pay', transactionId: 'pi_9' })).toEqual({
      ok: true,
      removed: false,
      next: { status: 'paid', paid: true, transactionId: 'pi_9' },
    });
  });

  it('a payment needs a transaction id', () => {
    expect(transitionOrder(unpaid, { type: 'pay', transactionId: ' ' })).toEqual({
      ok: false,
      message: 'A payment needs a transaction id',
    });
  });

  it.each([paid, shipped])('an order is paid only once (%o)', (order) => {
    expect(transitionOrder(order, { type: 'pay', transactionId: 'pi_2' })).toEqual({
      ok: false,
      message: 'This order is already paid',
    });
  });

  it('a paid order can be shipped, keeping its payment', () => {
    expect(transitionOrder(paid, { type: 'ship' })).toEqual({
      ok: true,
      removed: false,
      next: { status: 'shipped', paid: true, transactionId: 'pi_1' },
    });
  });

  it('shipping needs a paid order, and happens once', () => {
    expect(transitionOrder(unpaid, { type: 'ship' })).toEqual({
      ok: false,
      message: 'Only a paid order can be shipped',
    });
    expect(transitionOrder(shipped, { type: 'ship' })).toEqual({
      ok: false,
      message: 'This order has already been shipped',
    });
  });

  it.each(['delete', 'cancel'] as const)('an unpaid order can be removed by %s', (type) => {
    expect(transitionOrder(unpaid, { type })).toEqual({ ok: true, removed: true });
  });

  it.each([
    [paid, 'delete', 'A paid order cannot be deleted'],
    [paid, 'cancel', 'A paid order cannot be cancelled'],
    [shipped, 'delete', 'A shipped order cannot be deleted'],
    [shipped, 'cancel', 'A shipped order cannot be cancelled'],
  ] as const)('%o cannot be removed by %s', (order, type, message) => {
    expect(transitionOrder(order, { type })).toEqual({ ok: false, message });
  });
});

describe('actions an order offers', () => {
  it('a customer can pay or delete an unpaid order', () => {
    expect(allowedOrderActions(unpaid, 'customer')).toEqual({
      pay: true,
      delete: true,
      cancel: false,
      ship: false,
    });
  });

  it('a customer can do nothing more with a paid or shipped order', () => {
    const none = { pay: false, delete: false, cancel: false, ship: false };
    expect(allowedOrderActions(paid, 'customer')).toEqual(none);
    expect(allowedOrderActions(shipped, 'customer')).toEqual(none);
  });

  it('an admin cancels unpaid orders and ships paid ones', () => {
    expect(allowedOrderActions(unpaid, 'admin')).toEqual({
      pay: false,
      delete: false,
      cancel: true,
      ship: false,
    });
    expect(allowedOrderActions(paid, 'admin')).toMatchObject({ cancel: false, ship: true });
    expect(allowedOrderActions(shipped, 'admin')).toMatchObject({ cancel: false, ship: false });
  });
});

describe('labels', () => {
  it('names each status and payment state for people', () => {
    expect(orderStatusLabel('unpaid')).toBe('Awaiting payment');
    expect(orderStatusLabel('paid')).toBe('Paid, awaiting shipment');
    expect(orderStatusLabel('shipped')).toBe('Shipped');
    expect(paymentLabel(unpaid)).toBe('Unpaid');
    expect(paymentLabel(paid)).toBe('Paid');
  });

  it('says an order confirmed on account is on account, not paid', () => {
    const onAccount = { ...paid, transactionId: 'on-account-o1' };
    expect(paymentLabel(onAccount)).toBe('Confirmed on account');
    expect(orderStateLabel(onAccount)).toBe('Confirmed on account, awaiting shipment');
    expect(orderStateLabel({ ...onAccount, status: 'shipped' as const })).toBe('Shipped');
    expect(paymentLabel({ ...paid, transactionId: 'pi_123' })).toBe('Paid');
  });

  it('says an order on account is paid, and when, once its invoice is', () => {
    const settled = {
      ...paid,
      transactionId: 'on-account-o1',
      account: { dueDate: '2026-12-27', paidOn: '2026-12-03' },
    };
    expect(paymentLabel(settled)).toBe('Paid on account, 2026-12-03');
    expect(orderStateLabel(settled)).toBe('Paid, awaiting shipment');
    expect(paymentLabel({ ...settled, account: {} })).toBe('Confirmed on account');
  });
});

describe('orders waiting for approval', () => {
  const waiting = { ...unpaid, approval: { status: 'pending' as const } };
  const approved = {
    ...unpaid,
    approval: { status: 'approved' as const, decidedBy: 'ada@acme.test' },
  };

  it('cannot be paid until approved, and offer no Pay button', () => {
    expect(transitionOrder(waiting, { type: 'pay', transactionId: 'pi_1' })).toEqual({
      ok: false,
      message: AWAITING_APPROVAL,
    });
    expect(allowedOrderActions(waiting, 'customer')).toMatchObject({ pay: false, delete: true });
    expect(allowedOrderActions(approved, 'customer')).toMatchObject({ pay: true });
  });

  it('say so to their buyer, and who approved them', () => {
    expect(orderStateLabel(waiting)).toBe('Awaiting approval');
    expect(orderStateLabel(approved)).toBe('Approved by ada@acme.test, awaiting payment');
    expect(orderStateLabel({ ...paid, approval: approved.approval })).toBe(
      'Paid, awaiting shipment',
    );
    expect(orderStateLabel(unpaid)).toBe('Awaiting payment');
  });
});
