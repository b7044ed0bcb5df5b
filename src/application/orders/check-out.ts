// `POST /checkout`: the cart's tools as one order with several lines and one payment.
import type { CheckoutInput } from '../../domain/checkout-input';
import type { Order } from '../../domain/order';
import type { Result } from '../../domain/result';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { placeLines, type PlaceLinesDeps } from './place-lines';

export async function checkOut(
  deps: PlaceLinesDeps,
  viewer: Viewer,
  input: CheckoutInput,
): Promise<Result<Order, Refusal>> {
  const { lines, ...delivery } = input;
  return placeLines(deps, viewer, lines, delivery, 'cart');
}
