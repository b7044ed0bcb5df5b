// POST /returns/{id}/receive: the parcel of an accepted return arrived; its units are
// refunded by the refund use case, with the return's own id as the refund's key. So a
// retry, a double click or two admins at once ask the gateway for one refund, and a return
// whose refund went through but was not yet marked (a crash between) is marked on the
// next try without refunding again.
import type { OrderReturn, ReceiveReturnInput } from '../../domain/order-return';
import { fail, type Result } from '../../domain/result';
import type { Refusal } from '../refusals';
import { refundOrder } from '../refunds/refund-order';
import type { Viewer } from '../viewer';
import { decidedReturn, returnForAdmin } from './decide-return';
import type { ReturnDeps } from './return-deps';

export async function receiveReturn(
  deps: ReturnDeps,
  viewer: Viewer,
  id: string,
  input: ReceiveReturnInput,
): Promise<Result<OrderReturn, Refusal>> {
  const found = await returnForAdmin(deps, viewer, id);
  if (!found.ok) return found;
  const parcel = found.value;
  if (parcel.status === 'refunded') return found;
  if (parcel.status !== 'accepted') return fail({ code: 'return-not-accepted' });
  const refund = await refundOrder(deps, viewer, parcel.orderId, {
    key: parcel._id,
    reason: `Returned: ${parcel.reason}`.slice(0, 500),
    restock: input.restock,
    lines: parcel.lines.map(({ line, qty }) => ({ line, qty })),
  });
  if (!refund.ok) return refund;
  // A declined refund asked again with the same key answers as it failed.
  if (refund.value.status === 'failed') {
    return fail({ code: 'refund-declined', message: refund.value.failure ?? '' });
  }
  const marked = await deps.returns.markRefunded(parcel._id, refund.value._id, viewer.email);
  if ('refused' in marked && marked.refused === 'return-decided') {
    // Another receipt of the same parcel marked it first.
    const now = await deps.returns.find(parcel._id);
    if (now?.status === 'refunded') return decidedReturn({ decided: now });
  }
  return decidedReturn(marked);
}
