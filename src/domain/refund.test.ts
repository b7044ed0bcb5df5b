// The refund rule: lines, amounts, what is left, and the sentences an admin reads.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  lineShareCents,
  planRefund,
  refundableCents,
  RefundInputSchema,
  refundTooLargeSentence,
  type Refund,
  type RefundInput,
} from './refund';
import { paidOrder } from './test-support/paid-order';

const KEY = '0b7c3f5e-2a1d-4c8b-9e6f-1a2b3c4d5e6f';

const input = (over: Partial<RefundInput>): RefundInput => ({
  key: KEY,
  reason: 'Damaged',
  restock: false,
  ...over,
});

const earlier = (
  amountCents: number,
  status: Refund['status'] = 'done',
  lines: Refund['lines'] = [],
): Refund => ({
  _id: 'r',
  orderId: 'o',
  orderNumber: 1042,
  status,
  amountCents,
  reason: 'x',
  restocked: false,
  lines,
  createdAt: '2026-06-02T00:00:00.000Z',
});

describe('planRefund', () => {
  it('refunds lines at their share of the line total', () => {
    const plan = planRefund(paidOrder(), [], input({ lines: [{ line: 0, qty: 2 }] }));
    expect(plan).toEqual({
      ok: true,
      value: {
        amountCents: 2000,
        reason: 'Damaged',
        restock: false,
        lines: [{ line: 0, toolName: 'Brush', qty: 2, amountCents: 2000 }],
      },
    });
  });

  it('refuses an order that was never paid', () => {
    const unpaid = paidOrder({ paid: false, status: 'unpaid' });
    delete unpaid.transactionId;
    expect(planRefund(unpaid, [], input({ amountCents: 100 }))).toEqual({
      ok: false,
      error: { code: 'not-paid' },
    });
  });

  it('refuses more than what is left, counting pending refunds but not failed ones', () => {
    const refunds = [earlier(3000), earlier(500, 'pending'), earlier(4000, 'failed')];
    expect(refundableCents(paidOrder(), refunds)).toBe(500);
    expect(planRefund(paidOrder(), refunds, input({ amountCents: 501 }))).toEqual({
      ok: false,
      error: { code: 'refund-too-large', refundableCents: 500 },
    });
    expect(planRefund(paidOrder(), refunds, input({ amountCents: 500 })).ok).toBe(true);
  });

  it('refuses more units of a line than are left, and a line the order does not have', () => {
    const refunds = [
      earlier(2000, 'done', [{ line: 0, toolName: 'Brush', qty: 2, amountCents: 2000 }]),
    ];
    expect(planRefund(paidOrder(), refunds, input({ lines: [{ line: 0, qty: 2 }] }))).toEqual({
      ok: false,
      error: { code: 'invalid', message: 'Only 1 of Brush can still be refunded' },
    });
    expect(planRefund(paidOrder(), [], input({ lines: [{ line: 5, qty: 1 }] }))).toEqual({
      ok: false,
      error: { code: 'invalid', message: 'The order has no line 6 to refund' },
    });
  });

  it('puts back in stock only refunded lines', () => {
    expect(planRefund(paidOrder(), [], input({ amountCents: 100, restock: true }))).toEqual({
      ok: false,
      error: { code: 'invalid', message: 'Only refunded lines can go back in stock' },
    });
  });
});

describe('lineShareCents', () => {
  it('gives a line back unit by unit to the cent', () => {
    const shares = [0, 1, 2].map((before) => lineShareCents(1000, 3, before, 1));
    expect(shares).toEqual([333, 333, 334]);
  });
});

describe('RefundInputSchema', () => {
  it.each([
    [{ key: KEY, reason: 'x' }, 'Refund either lines with their quantities or an amount, not both'],
    [
      { key: KEY, reason: 'x', amountCents: 1, lines: [{ line: 0, qty: 1 }] },
      'Refund either lines with their quantities or an amount, not both',
    ],
    [{ key: KEY, reason: 'x', lines: [] }, 'Choose at least one line to refund'],
    [{ key: KEY, reason: ' ', amountCents: 1 }, 'Reason is Required'],
    [{ key: KEY, reason: 'x', amountCents: 0 }, 'Amount must be at least 1'],
    [{ key: KEY, reason: 'x', amountCents: 1.5 }, 'Amount must be a whole number'],
  ])('refuses %j: %s', (raw, sentence) => {
    const parsed = v.safeParse(RefundInputSchema, raw);
    expect(parsed.success).toBe(false);
    expect(parsed.issues?.[0]?.message).toBe(sentence);
  });
});

describe('refundTooLargeSentence', () => {
  it('says what is left, or that nothing is', () => {
    expect(refundTooLargeSentence(0)).toBe('This order has been refunded in full already.');
    expect(refundTooLargeSentence(1050)).toBe(
      'At most $10.50 of this order can still be refunded.',
    );
  });
});
