import { describe, expect, it } from 'vitest';
import { checkRefundForm, emptyRefundForm, refundButtonLabel } from './refund-form';
import { paidOrder } from './test-support/paid-order';

const order = paidOrder({ _id: 'o' });
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
