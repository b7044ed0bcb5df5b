// An admin accepts a requested return (the customer is e-mailed how to send the units) or
// refuses it with a reason (e-mailed too). Each return is decided once.
import { IdSchema } from '../../domain/fields';
import type { OrderReturn } from '../../domain/order-return';
import { RefuseReturnInputSchema } from '../../domain/order-return';
import { parseInput } from '../../domain/parse';
import { fail, ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import type { ReturnDecision } from '../ports/return-store.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { ReturnDeps } from './return-deps';

/** The return `rawId` names, for an admin. */
export async function returnForAdmin(
  deps: Pick<ReturnDeps, 'returns'>,
  viewer: Viewer,
  rawId: unknown,
): Promise<Result<OrderReturn, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const id = parseInput(IdSchema, rawId);
  if (!id.ok) return fail({ code: 'invalid', message: id.message });
  const found = await deps.returns.find(id.value);
  return found ? ok(found) : fail({ code: 'no-such-return' });
}

export const decidedReturn = (decision: ReturnDecision): Result<OrderReturn, Refusal> =>
  'decided' in decision ? ok(decision.decided) : fail({ code: decision.refused });

export async function acceptReturn(
  deps: Pick<ReturnDeps, 'returns'>,
  viewer: Viewer,
  rawId: unknown,
): Promise<Result<OrderReturn, Refusal>> {
  const found = await returnForAdmin(deps, viewer, rawId);
  if (!found.ok) return found;
  return decidedReturn(await deps.returns.accept(found.value._id, viewer.email));
}

export async function refuseReturn(
  deps: Pick<ReturnDeps, 'returns'>,
  viewer: Viewer,
  rawId: unknown,
  body: unknown,
): Promise<Result<OrderReturn, Refusal>> {
  const found = await returnForAdmin(deps, viewer, rawId);
  if (!found.ok) return found;
  const input = parseInput(RefuseReturnInputSchema, body);
  if (!input.ok) return fail({ code: 'invalid', message: input.message });
  return decidedReturn(
    await deps.returns.refuse(found.value._id, viewer.email, input.value.reason),
  );
}
