import { describe, expect, it } from 'vitest';
import type { Order } from './order';
import { checkRefundForm, emptyRefundForm, refundButtonLabel } from './refund-form';

const order: Order = {
  _id: 'o',
  number: 1042,
  createdAt: '2026-06-01T10:00:00.000Z',
  toolId: 't1',
  toolName: 'Brush',
  toolQty: 3,
  toolPrice: 40,
  toolImg: '',
  lines: [
    { toolId: 't1', toolName: 'Brush', toolImg: '', qty: 3, unitPrice: 10, total: 30 },
    { toolId: 't2', toolName: 'Roller', toolImg: '', qty: 1, unitPrice: 10, total: 10 },
  ],
  name: 'Ada',
  email: 'ada@example.com',
  address: '1 Road',
  phone: '+1 555 0100',
  paid: true,
  transactionId: 'pi_1',
  status: 'paid',
};
const KEY = '0b7c3f5e-2a1d-4c8b-9e6f-1a2b3c4d5e6f';
const form = { ...emptyRefundForm(order), reason: 'Damaged' };

describe('checkRefundForm', () => {
  it('reads the typed quantities as lines, and says what they give back', () => {
    const checked = checkRefundForm(
      order,
      [],
      { ...form, quantities: ['2', ''], restock: true },
      KEY,
    );
    expect(checked).toEqual({
      ok: true,
      value: {
        amountCents: 2000,
        input: { key: KEY, reason: 'Damaged', restock: true, lines: [{ line: 0, qty: 2 }] },
      },
    });
  });

  it('reads dollars and cents as an amount, never restocking', () => {
    const checked = checkRefundForm(
      order,
      [],
      { ...form, mode: 'amount', amount: '$12.50', restock: true },
      KEY,
    );
    expect(checked).toMatchObject({ ok: true, value: { amountCents: 1250 } });
    expect(checked.ok && checked.value.input.restock).toBe(false);
  });

  it.each([
    [{ mode: 'amount' as const, amount: '12.505' }, 'Amount must be dollars and cents, like 12.50'],
    [
      { mode: 'amount' as const, amount: '40.01' },
      'At most $40.00 of this order can still be refunded.',
    ],
    [{ quantities: ['', ''] }, 'Choose at least one line to refund'],
    [{ quantities: ['4', ''] }, 'Only 3 of Brush can still be refunded'],
    [{ quantities: ['1', ''], reason: '' }, 'Reason is Required'],
  ])('says why %j cannot be refunded', (typed, sentence) => {
    expect(checkRefundForm(order, [], { ...form, ...typed }, KEY)).toEqual({
      ok: false,
      error: sentence,
    });
  });

  it('labels the button with what goes back', () => {
    expect(refundButtonLabel(1250)).toBe('Refund $12.50');
    expect(refundButtonLabel(undefined)).toBe('Refund');
  });
});
