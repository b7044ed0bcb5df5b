// The delivery addresses a customer used, kept per account so the next checkout can offer
// them. Each is an address and a phone as checkout accepts them (OrderContactSchema): a
// kept address was valid when it was used, and is checked again when it is used next.
import * as v from 'valibot';
import { OrderContactSchema, type OrderContact } from './order';

/** How many addresses one account keeps: the newest; using another forgets the oldest. */
export const MAX_KEPT_ADDRESSES = 5;

export type DeliveryAddress = OrderContact;

/** `GET /addresses`: the account's kept addresses, the last used first. */
export const DeliveryAddressesSchema = v.pipe(
  v.array(OrderContactSchema),
  v.maxLength(MAX_KEPT_ADDRESSES),
);

/**
 * What makes two addresses the same one: case, runs of spaces and the phone's punctuation
 * aside ("1 Main St" and "1  main st", "+1 555-0100" and "+1 (555) 0100"), so typing the
 * same address again moves it up instead of filling the list with copies.
 */
export function addressKey({ address, phone }: DeliveryAddress): string {
  const words = address.trim().replace(/\s+/g, ' ').toLowerCase();
  const digits = phone.replace(/[^\d+]/g, '');
  return `${words}\n${digits}`;
}
