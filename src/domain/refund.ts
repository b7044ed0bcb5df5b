// Refunds of a paid order: what an admin may give back, line by line or as an amount, and
// what a refund looks like once asked for. Money is whole cents. A refund is "pending"
// from the moment it is asked of the gateway until the gateway answers, so two refunds
// asked at once can never both count on the same money.
import * as v from 'valibot';
import { IdSchema, requiredText, strictObjectMessage, wholeNumber } from './fields';
import { formatAmount, fromCents, toCents } from './money';
import type { Order } from './order';
import { LineUnitsInputSchema, LineUnitsSchema, unitsByLine } from './order-line-units';
import { fail, ok, type Result } from './result';

export const REFUND_STATUSES = ['pending', 'done', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const RefundLineSchema = v.object({ ...LineUnitsSchema.entries, amountCents: v.number() });
export type RefundLine = v.InferOutput<typeof RefundLineSchema>;

export const RefundSchema = v.object({
  _id: v.string(),
  orderId: v.string(),
  orderNumber: v.number(),
  status: v.picklist(REFUND_STATUSES),
  /** What goes back to the customer, in cents. */
  amountCents: v.number(),
  reason: v.string(),
  /** The refunded units came back and went on sale again. */
  restocked: v.boolean(),
  /** Empty for a refund of an amount. */
  lines: v.array(RefundLineSchema),
  /** When it was asked for (ISO 8601, UTC). */
  createdAt: v.string(),
  /** Once done: the credit note issued with it (CN-2026-000001). */
  creditNoteNumber: v.optional(v.string()),
  /** Once failed: why, in the gateway's words as a person reads them. */
  failure: v.optional(v.string()),
  /**
   * While pending: the gateway took the refund on (re_…) and its answer comes later, from
   * the card's bank, by webhook. Such a refund is never asked of the gateway again.
   */
  gatewayRefundId: v.optional(v.string()),
});
export type Refund = v.InferOutput<typeof RefundSchema>;

/** `POST /order/{id}/refunds`: lines and quantities, or an amount; never both. */
export const RefundInputSchema = v.pipe(
  v.strictObject(
    {
      /**
       * Chosen by the admin's browser once per refund it shows: sending it again (a retry,
       * a double click) answers the same refund instead of refunding twice.
       */
      key: IdSchema,
      reason: requiredText('Reason is Required', 500, 'Reason'),
      restock: v.optional(v.boolean('Back in stock must be yes or no'), false),
      lines: v.optional(LineUnitsInputSchema),
      amountCents: v.optional(wholeNumber('Amount', 1)),
    },
    strictObjectMessage,
  ),
  v.check(
    (input) => (input.lines === undefined) !== (input.amountCents === undefined),
    'Refund either lines with their quantities or an amount, not both',
  ),
  v.check(
    (input) => input.lines === undefined || input.lines.length > 0,
    'Choose at least one line to refund',
  ),
);
export type RefundInput = v.InferOutput<typeof RefundInputSchema>;

/** What the order was paid, in cents: the amount its card was charged. */
export const paidCentsOf = (order: Pick<Order, 'toolPrice'>): number => toCents(order.toolPrice);

/** The refunds that hold money: done, and pending (which may still go through). */
const holding = (refunds: readonly Refund[]): Refund[] =>
  refunds.filter((refund) => refund.status !== 'failed');

/** What may still be refunded of the order, in cents. */
export function refundableCents(order: Pick<Order, 'toolPrice'>, refunds: readonly Refund[]) {
  const given = holding(refunds).reduce((sum, refund) => sum + refund.amountCents, 0);
  return Math.max(0, paidCentsOf(order) - given);
}

/** Units of each line already refunded (or being refunded), by line position. */
export const refundedUnits = (refunds: readonly Refund[]): Map<number, number> =>
  unitsByLine(holding(refunds));

/**
 * The cents of `qty` more units of a line of `lineQty` units totalling `lineCents`, when
 * `before` were refunded already: the share of the whole line up to them, minus the share
 * already given. Shares are rounded down, and the last unit gets what is left, so a line
 * refunded unit by unit gives back exactly its total, never a cent more.
 */
export function lineShareCents(
  lineCents: number,
  lineQty: number,
  before: number,
  qty: number,
): number {
  const upTo = (units: number) => Math.floor((lineCents * units) / lineQty);
  return upTo(before + qty) - upTo(before);
}

/** What a refund will be, once checked against the order and its earlier refunds. */
export interface RefundPlan {
  readonly amountCents: number;
  readonly lines: readonly RefundLine[];
  readonly reason: string;
  readonly restock: boolean;
}

export type RefundRefusal =
  | { readonly code: 'not-paid' }
  | { readonly code: 'refund-too-large'; readonly refundableCents: number }
  | { readonly code: 'invalid'; readonly message: string };

/** Refused: the order was never paid, so nothing was taken that could go back. */
export const NOT_PAID = 'This order was never paid, so there is nothing to refund.';

/** Refused: more than what is left to refund. */
export const refundTooLargeSentence = (refundable: number): string =>
  refundable === 0
    ? 'This order has been refunded in full already.'
    : `At most ${formatAmount(fromCents(refundable))} of this order can still be refunded.`;

/**
 * The one rule of a refund: the order was paid by card, every line named is one of its
 * lines with no more units than are left, restocking needs lines, and the total never
 * passes what is left of the payment after the earlier refunds (done or pending).
 */
export function planRefund(
  order: Order,
  earlier: readonly Refund[],
  input: RefundInput,
): Result<RefundPlan, RefundRefusal> {
  if (!order.paid || order.transactionId === undefined) return fail({ code: 'not-paid' });
  const refundable = refundableCents(order, earlier);
  const base = { reason: input.reason, restock: input.restock };
  if (input.amountCents !== undefined) {
    if (input.restock) {
      return fail({ code: 'invalid', message: 'Only refunded lines can go back in stock' });
    }
    if (input.amountCents > refundable) {
      return fail({ code: 'refund-too-large', refundableCents: refundable });
    }
    return ok({ ...base, amountCents: input.amountCents, lines: [] });
  }
  const before = refundedUnits(earlier);
  const lines: RefundLine[] = [];
  const seen = new Set<number>();
  for (const asked of input.lines ?? []) {
    const line = order.lines[asked.line];
    if (!line || seen.has(asked.line)) {
      return fail({
        code: 'invalid',
        message: `The order has no line ${asked.line + 1} to refund`,
      });
    }
    seen.add(asked.line);
    const done = before.get(asked.line) ?? 0;
    if (asked.qty > line.qty - done) {
      return fail({
        code: 'invalid',
        message: `Only ${line.qty - done} of ${line.toolName} can still be refunded`,
      });
    }
    const amountCents = lineShareCents(toCents(line.total), line.qty, done, asked.qty);
    lines.push({ line: asked.line, toolName: line.toolName, qty: asked.qty, amountCents });
  }
  const amountCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (amountCents > refundable) {
    return fail({ code: 'refund-too-large', refundableCents: refundable });
  }
  return ok({ ...base, amountCents, lines });
}
