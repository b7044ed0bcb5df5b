// `POST /order`: the spec's order of one tool, placed as an order of one line.
import type { Order, PlaceOrderInput } from '../../domain/order';
import type { Result } from '../../domain/result';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { placeLines, type PlaceLinesDeps } from './place-lines';

export { MAX_UNPAID_ORDERS } from './place-lines';

export async function placeOrder(
  deps: PlaceLinesDeps,
  viewer: Viewer,
  input: PlaceOrderInput,
  idempotencyKey?: string,
): Promise<Result<Order, Refusal>> {
  const { toolId, toolQty, ...delivery } = input;
  return placeLines(deps, viewer, [{ toolId, qty: toolQty }], delivery, 'single', idempotencyKey);
}
