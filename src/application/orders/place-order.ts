// `POST /order`: the spec's order of one tool, placed as an order of one line.
import { PlaceOrderInputSchema, type Order } from '../../domain/order';
import { parseInput } from '../../domain/parse';
import { fail, type Result } from '../../domain/result';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { placeLines, type PlaceLinesDeps } from './place-lines';

export { MAX_UNPAID_ORDERS } from './place-lines';

export async function placeOrder(
  deps: PlaceLinesDeps,
  viewer: Viewer,
  input: unknown,
  idempotencyKey?: string,
): Promise<Result<Order, Refusal>> {
  const body = parseInput(PlaceOrderInputSchema, input);
  if (!body.ok) return fail({ code: 'invalid', message: body.message });
  const { toolId, toolQty, ...delivery } = body.value;
  const lines = [{ toolId, qty: toolQty }];
  return placeLines(deps, viewer, lines, delivery, 'single', idempotencyKey);
}
