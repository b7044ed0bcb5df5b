// Refunds left pending because the card gateway did not answer: asked again, with the key
// each was first asked with (so the money never goes back twice), until the gateway says
// done or declined. Run by a recurring job; an admin sending the refund again does the same.
import { SYSTEM_ACTOR } from '../../domain/order-timeline';
import type { RefundDeps } from './refund-deps';
import { settleRefund } from './refund-order';

/** A refund younger than this may still be in the admin's own request: let it finish. */
export const PENDING_REFUND_GRACE_MS = 10 * 60_000;

export interface PendingRefundsOutcome {
  readonly done: number;
  readonly failed: number;
  /** Still without an answer: asked again on the next run. */
  readonly unanswered: number;
}

export async function retryPendingRefunds(
  deps: Pick<RefundDeps, 'orders' | 'refunds' | 'payments'>,
  graceMs = PENDING_REFUND_GRACE_MS,
): Promise<PendingRefundsOutcome> {
  const outcome = { done: 0, failed: 0, unanswered: 0 };
  const pending = await deps.refunds.listPendingOlderThan(graceMs);
  // Those the gateway took on are the card's bank's to settle, by webhook.
  for (const refund of pending.filter((one) => one.gatewayRefundId === undefined)) {
    const order = await deps.orders.findById(refund.orderId);
    if (!order) continue;
    const settled = await settleRefund(deps, order, refund, SYSTEM_ACTOR);
    if (settled.ok) outcome.done += 1;
    else if (settled.error.code === 'refund-unconfirmed') outcome.unanswered += 1;
    else outcome.failed += 1;
  }
  return outcome;
}
