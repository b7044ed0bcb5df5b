// The customer's delivery addresses (issue 23, item 4): checkout keeps the one an order
// was placed with, and offers the kept ones, the last used first, to the same account.
import {
  addressKey,
  MAX_KEPT_ADDRESSES,
  type DeliveryAddress,
} from '../../domain/delivery-address';
import { ok, type Result } from '../../domain/result';
import type { AddressBook } from '../ports/address-book.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';

export interface AddressDeps {
  readonly addresses: AddressBook;
}

/** `GET /addresses`: only the signed-in account's own; there is no way to ask for another's. */
export async function listDeliveryAddresses(
  deps: AddressDeps,
  viewer: Viewer,
): Promise<Result<DeliveryAddress[], Refusal>> {
  return ok(await deps.addresses.list(viewer.email));
}

/**
 * Keeps the address of an order just placed. The address passed checkout's rules already;
 * the book stays at MAX_KEPT_ADDRESSES however many orders are placed.
 */
export function rememberDeliveryAddress(
  deps: AddressDeps,
  viewer: Viewer,
  address: DeliveryAddress,
): Promise<void> {
  const kept = { address: address.address, phone: address.phone };
  return deps.addresses.remember(viewer.email, kept, addressKey(kept), MAX_KEPT_ADDRESSES);
}
