// The Refund dialog's form, read by the same rules the API applies (refund.ts): what the
// admin typed becomes a refund request, and what it would give back, or the sentence that
// says why it cannot, before anything is sent.
import { exactCents, formatAmount, fromCents } from './money';
import type { Order } from './order';
import { parseInput } from './parse';
import {
  NOT_PAID,
  planRefund,
  refundTooLargeSentence,
  RefundInputSchema,
  type Refund,
  type RefundInput,
} from './refund';
import { fail, ok, type Result } from './result';

export interface RefundForm {
  readonly mode: 'lines' | 'amount';
  /** Units to refund of each line, as typed ("" is none). */
  readonly quantities: readonly string[];
  /** Dollars and cents, as typed ("12.50"). */
  readonly amount: string;
  readonly reason: string;
  readonly restock: boolean;
}

export const emptyRefundForm = (order: Pick<Order, 'lines'>): RefundForm => ({
  mode: 'lines',
  quantities: order.lines.map(() => ''),
  amount: '',
  reason: '',
  restock: false,
});

const AMOUNT_NOT_MONEY = 'Amount must be dollars and cents, like 12.50';

/** The request the form makes (with the dialog's key), or the first sentence against it. */
function requestOf(form: RefundForm, key: string): Result<RefundInput, string> {
  const base = { key, reason: form.reason, restock: form.mode === 'lines' && form.restock };
  let raw: Record<string, unknown>;
  if (form.mode === 'amount') {
    const typed = form.amount.trim().replace(/^\$/, '');
    const cents = /^\d+(\.\d{1,2})?$/.test(typed) ? exactCents(Number(typed)) : undefined;
    if (cents === undefined) return fail(AMOUNT_NOT_MONEY);
    raw = { ...base, amountCents: cents };
  } else {
    const lines = form.quantities
      .map((qty, line) => ({ line, qty: qty.trim() }))
      .filter((line) => line.qty !== '' && line.qty !== '0');
    raw = { ...base, lines };
  }
  const parsed = parseInput(RefundInputSchema, raw);
  return parsed.ok ? ok(parsed.value) : fail(parsed.message);
}

/**
 * What the form would refund of `order`, given its refunds so far: the request to send and
 * the amount it gives back, or the sentence to show.
 */
export function checkRefundForm(
  order: Order,
  earlier: readonly Refund[],
  form: RefundForm,
  key: string,
): Result<{ input: RefundInput; amountCents: number }, string> {
  const request = requestOf(form, key);
  if (!request.ok) return request;
  const plan = planRefund(order, earlier, request.value);
  if (plan.ok) return ok({ input: request.value, amountCents: plan.value.amountCents });
  switch (plan.error.code) {
    case 'not-paid':
      return fail(NOT_PAID);
    case 'refund-too-large':
      return fail(refundTooLargeSentence(plan.error.refundableCents));
    case 'invalid':
      return fail(plan.error.message);
  }
}

/** "Refund $12.50": the dialog's button once the form holds. */
export const refundButtonLabel = (cents: number | undefined): string =>
  cents === undefined ? 'Refund' : `Refund ${formatAmount(fromCents(cents))}`;
