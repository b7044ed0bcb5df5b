// The returns an order has (its customer, an admin) and the store's returns (admins only,
// by state, newest first).
import * as v from 'valibot';
import { RETURN_STATUSES, type OrderReturn } from '../../domain/order-return';
import { parseInput } from '../../domain/parse';
import { fail, ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import { orderForViewer } from '../orders/order-for-viewer';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { ReturnDeps } from './return-deps';

/** How many returns the admins' list shows. */
export const RETURNS_LISTED = 200;

const StatusFilterSchema = v.optional(
  v.picklist(RETURN_STATUSES, `Status must be one of ${RETURN_STATUSES.join(', ')}`),
);

export async function listOrderReturns(
  deps: Pick<ReturnDeps, 'orders' | 'returns'>,
  viewer: Viewer,
  rawOrderId: unknown,
): Promise<Result<OrderReturn[], Refusal>> {
  const found = await orderForViewer(deps.orders, viewer, rawOrderId);
  if (!found.ok) return found;
  return ok(await deps.returns.listForOrder(found.value._id));
}

export async function listReturns(
  deps: Pick<ReturnDeps, 'returns'>,
  viewer: Viewer,
  rawStatus: unknown,
): Promise<Result<OrderReturn[], Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const status = parseInput(StatusFilterSchema, rawStatus === '' ? undefined : rawStatus);
  if (!status.ok) return fail({ code: 'invalid', message: status.message });
  return ok(await deps.returns.list(status.value, RETURNS_LISTED));
}
