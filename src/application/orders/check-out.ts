// `POST /checkout`: the cart's tools as one order with several lines and one payment.
import { CheckoutInputSchema } from '../../domain/checkout-input';
import type { Order } from '../../domain/order';
import { parseInput } from '../../domain/parse';
import { fail, type Result } from '../../domain/result';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { placeLines, type PlaceLinesDeps } from './place-lines';

export async function checkOut(
  deps: PlaceLinesDeps,
  viewer: Viewer,
  input: unknown,
  idempotencyKey?: string,
): Promise<Result<Order, Refusal>> {
  const body = parseInput(CheckoutInputSchema, input);
  if (!body.ok) return fail({ code: 'invalid', message: body.message });
  const { lines, ...delivery } = body.value;
  return placeLines(deps, viewer, lines, delivery, 'cart', idempotencyKey);
}
