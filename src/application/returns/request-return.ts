// POST /order/{id}/returns: the order's customer (or an admin) asks to send back units of
// its lines. The store runs the return rule with the order locked, so two requests at once
// never ask back more units than were bought.
import { parseInput } from '../../domain/parse';
import { planReturn, RequestReturnInputSchema, type OrderReturn } from '../../domain/order-return';
import { fail, type Result } from '../../domain/result';
import { orderForViewer } from '../orders/order-for-viewer';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { ReturnDeps } from './return-deps';

export async function requestReturn(
  deps: Pick<ReturnDeps, 'orders' | 'returns' | 'now'>,
  viewer: Viewer,
  rawOrderId: unknown,
  body: unknown,
): Promise<Result<OrderReturn, Refusal>> {
  const found = await orderForViewer(deps.orders, viewer, rawOrderId);
  if (!found.ok) return found;
  const input = parseInput(RequestReturnInputSchema, body);
  if (!input.ok) return fail({ code: 'invalid', message: input.message });
  return deps.returns.request(
    found.value._id,
    input.value.reason,
    viewer.email,
    deps.now(),
    (context) => planReturn(context, input.value),
  );
}
