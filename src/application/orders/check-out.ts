// `POST /checkout`: the cart's tools as one order with several lines and one payment. An
// address chosen from the buyer's company's list must be one of that company's.
import type { CheckoutInput } from '../../domain/checkout-input';
import { holdsDeliveryAddress } from '../../domain/company';
import type { Order } from '../../domain/order';
import { fail, type Result } from '../../domain/result';
import type { CompanyStore } from '../ports/company-store.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { placeLines, type PlaceLinesDeps } from './place-lines';

export type CheckOutDeps = PlaceLinesDeps & {
  readonly companies: Pick<CompanyStore, 'membershipOf'>;
};

export async function checkOut(
  deps: CheckOutDeps,
  viewer: Viewer,
  input: CheckoutInput,
  idempotencyKey?: string,
): Promise<Result<Order, Refusal>> {
  const { lines, companyAddress, ...delivery } = input;
  if (companyAddress) {
    const membership = await deps.companies.membershipOf(viewer.email);
    if (
      !membership ||
      !holdsDeliveryAddress(membership.company.deliveryAddresses, delivery.address)
    ) {
      return fail({ code: 'not-a-company-address' });
    }
  }
  const where = companyAddress ? { ...delivery, companyAddress: true as const } : delivery;
  return placeLines(deps, viewer, lines, where, 'cart', idempotencyKey);
}
