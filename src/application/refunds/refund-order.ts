// POST /order/{id}/refunds: an admin gives back part or all of a card-paid order. The
// refund is first recorded as pending (the store checks it against what is left, with the
// order locked), then asked of the gateway with a key of its own, then done (credit note,
// stock, timeline, audit) or failed. A retry with the same key answers the same refund,
// and one left pending by a gateway that did not answer is asked again with the same key,
// so the money never goes back twice. An order paid on account gets no card refund: the
// credit note is issued against its invoice at once, and the company owes that much less.
import { isOnAccount } from '../../domain/on-account';
import type { Order } from '../../domain/order';
import { parseInput } from '../../domain/parse';
import { planRefund, RefundInputSchema, type Refund } from '../../domain/refund';
import { fail, ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import { PaymentGatewayUnavailableError } from '../ports/payment-gateway.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { orderForViewer } from '../orders/order-for-viewer';
import type { RefundDeps } from './refund-deps';

export async function refundOrder(
  deps: Pick<RefundDeps, 'orders' | 'refunds' | 'payments'>,
  viewer: Viewer,
  rawOrderId: unknown,
  body: unknown,
): Promise<Result<Refund, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const found = await orderForViewer(deps.orders, viewer, rawOrderId);
  if (!found.ok) return found;
  const input = parseInput(RefundInputSchema, body);
  if (!input.ok) return fail({ code: 'invalid', message: input.message });
  const order = found.value;
  const begun = await deps.refunds.begin(
    order._id,
    input.value.key,
    viewer.email,
    (locked, earlier) => planRefund(locked, earlier, input.value),
  );
  switch (begun.kind) {
    case 'no-order':
      return fail({ code: 'no-such-order' });
    case 'refused':
      return fail(begun.refusal);
    case 'asked-before':
      if (begun.refund.orderId !== order._id) return fail({ code: 'refund-key-reused' });
      if (begun.refund.status !== 'pending') return ok(begun.refund);
      return settleRefund(deps, order, begun.refund, viewer.email);
    case 'begun':
      return settleRefund(deps, order, begun.refund, viewer.email);
  }
}

/** Asks the gateway for a pending refund, then records what it said. */
export async function settleRefund(
  deps: Pick<RefundDeps, 'refunds' | 'payments'>,
  order: Order,
  refund: Refund,
  actor: string,
): Promise<Result<Refund, Refusal>> {
  // The gateway took it on already: only its webhook settles it now (asked again after its
  // key expired, the gateway would give the money back a second time).
  if (refund.gatewayRefundId !== undefined) return ok(refund);
  if (isOnAccount(order)) {
    return ok(await deps.refunds.complete(refund._id, { kind: 'account-credit' }, actor));
  }
  // A paid order always has one: planRefund refused it otherwise.
  const paymentId = order.transactionId ?? '';
  let answer;
  try {
    answer = await deps.payments.refundPart({
      paymentId,
      amountCents: refund.amountCents,
      idempotencyKey: `refund-${refund._id}`,
      refundId: refund._id,
    });
  } catch (error) {
    // Whether the money went back is unknown: the refund stays pending, holding its money,
    // until the admin sends it again (the same key) and the gateway answers.
    if (error instanceof PaymentGatewayUnavailableError)
      return fail({ code: 'refund-unconfirmed' });
    throw error;
  }
  if (answer.outcome === 'declined') {
    await deps.refunds.markFailed(refund._id, answer.message, actor);
    return fail({ code: 'refund-declined', message: answer.message });
  }
  if (answer.outcome === 'pending') {
    return ok(await deps.refunds.markAwaiting(refund._id, answer.id));
  }
  return ok(
    await deps.refunds.complete(
      refund._id,
      { kind: 'card-refund', paymentId, gatewayRefundId: answer.id },
      actor,
    ),
  );
}
