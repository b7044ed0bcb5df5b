// POST /order/{id}/returns: the order's customer (or an admin) asks to send back units of
// its lines. The store runs the return rule with the order locked, so two requests at once
// never ask back more units than were bought.
import { planReturn, type OrderReturn, type RequestReturnInput } from '../../domain/order-return';
import type { Result } from '../../domain/result';
import { orderForViewer } from '../orders/order-for-viewer';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { ReturnDeps } from './return-deps';

export async function requestReturn(
  deps: Pick<ReturnDeps, 'orders' | 'returns' | 'now'>,
  viewer: Viewer,
  rawOrderId: unknown,
  input: RequestReturnInput,
): Promise<Result<OrderReturn, Refusal>> {
  const found = await orderForViewer(deps.orders, viewer, rawOrderId);
  if (!found.ok) return found;
  return deps.returns.request(found.value._id, input.reason, viewer.email, deps.now(), (context) =>
    planReturn(context, input),
  );
}
