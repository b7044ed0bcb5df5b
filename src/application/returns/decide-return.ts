// An admin accepts a requested return (the customer is e-mailed how to send the units) or
// refuses it with a reason (e-mailed too). Each return is decided once.
import type { OrderReturn } from '../../domain/order-return';
import { fail, ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import type { ReturnDecision } from '../ports/return-store.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { ReturnDeps } from './return-deps';

/** The return `id` names, for an admin. */
export async function returnForAdmin(
  deps: Pick<ReturnDeps, 'returns'>,
  viewer: Viewer,
  id: string,
): Promise<Result<OrderReturn, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const found = await deps.returns.find(id);
  return found ? ok(found) : fail({ code: 'no-such-return' });
}

export const decidedReturn = (decision: ReturnDecision): Result<OrderReturn, Refusal> =>
  'decided' in decision ? ok(decision.decided) : fail({ code: decision.refused });

export async function acceptReturn(
  deps: Pick<ReturnDeps, 'returns'>,
  viewer: Viewer,
  id: string,
): Promise<Result<OrderReturn, Refusal>> {
  const found = await returnForAdmin(deps, viewer, id);
  if (!found.ok) return found;
  return decidedReturn(await deps.returns.accept(found.value._id, viewer.email));
}

export async function refuseReturn(
  deps: Pick<ReturnDeps, 'returns'>,
  viewer: Viewer,
  id: string,
  reason: string,
): Promise<Result<OrderReturn, Refusal>> {
  const found = await returnForAdmin(deps, viewer, id);
  if (!found.ok) return found;
  return decidedReturn(await deps.returns.refuse(found.value._id, viewer.email, reason));
}
