// The card gateway's later word on a refund it took on (Stripe's webhook: the card's bank
// gave the money back, or could not). A refund still pending becomes done (credit note,
// stock, timeline, audit, as when the gateway answers at once) or failed (its money held
// no more, the timeline and audit log say so). Nothing is issued before the bank says
// done, so a failure has nothing to undo. Answering one event twice, or two at once,
// settles the refund once: the store settles only a pending refund, in one transaction.
import { refundFailureSentence } from '../../domain/card-refund';
import { SYSTEM_ACTOR } from '../../domain/order-timeline';
import type { RefundDeps } from './refund-deps';

export interface GatewayRefundUpdate {
  /** The gateway's refund (re_…). */
  readonly gatewayRefundId: string;
  /** The gateway's status: succeeded, pending, failed, canceled, requires_action. */
  readonly status: string;
  /** Ours, as given to the gateway when the refund was asked (its metadata). */
  readonly refundId?: string;
  /** The gateway's reason for a failed refund (lost_or_stolen_card, …). */
  readonly failureReason?: string;
}

export type GatewayRefundSettled =
  /** The refund became done or failed now. */
  | 'done'
  | 'failed'
  /** Nothing to do: still pending at the gateway, or settled here already. */
  | 'unchanged'
  /** No refund of ours (asked elsewhere, in Stripe's dashboard). */
  | 'unknown'
  /**
   * The gateway failed a refund this store had recorded done (its credit note issued):
   * the money is back with the store, which a person must sort out.
   */
  | 'failed-after-done';

export async function settleGatewayRefund(
  deps: Pick<RefundDeps, 'orders' | 'refunds'>,
  update: GatewayRefundUpdate,
): Promise<GatewayRefundSettled> {
  const refund =
    update.refundId === undefined ? undefined : await deps.refunds.find(update.refundId);
  // The id is ours only if the gateway's refund is the one the store was told of (if any).
  const known =
    refund &&
    (refund.gatewayRefundId === undefined || refund.gatewayRefundId === update.gatewayRefundId);
  if (!refund || !known) return 'unknown';
  const failed = update.status === 'failed' || update.status === 'canceled';
  if (refund.status === 'done' && failed) return 'failed-after-done';
  if (refund.status !== 'pending') return 'unchanged';
  if (failed) {
    const after = await deps.refunds.markFailed(
      refund._id,
      refundFailureSentence(update.failureReason),
      SYSTEM_ACTOR,
    );
    return after.status === 'failed' ? 'failed' : 'unchanged';
  }
  if (update.status !== 'succeeded') return 'unchanged';
  const order = await deps.orders.findById(refund.orderId);
  const after = await deps.refunds.complete(
    refund._id,
    {
      kind: 'card-refund',
      paymentId: order?.transactionId ?? '',
      gatewayRefundId: update.gatewayRefundId,
    },
    SYSTEM_ACTOR,
  );
  return after.status === 'done' ? 'done' : 'unchanged';
}
