// `POST /quotes/{id}/accept`: where the order that the quote becomes is delivered. The
// prices are the quote's; the order belongs to the quote's sender.
import * as v from 'valibot';
import { requiredText, strictObjectMessage } from './fields';
import { PhoneSchema } from './order';

export const QuoteAcceptanceSchema = v.strictObject(
  {
    address: requiredText('Address is Required', 200, 'Address'),
    phone: PhoneSchema,
  },
  strictObjectMessage,
);
export type QuoteAcceptance = v.InferOutput<typeof QuoteAcceptanceSchema>;

/**
 * Where the customer's newest order went: a quote is accepted to the same place in one
 * click (they can still change it). Undefined for a first order.
 */
export function lastDelivery(
  orders: readonly {
    readonly address: string;
    readonly phone: string;
    readonly createdAt: string;
  }[],
): QuoteAcceptance | undefined {
  const newest = [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  if (!newest) return undefined;
  const delivery = v.safeParse(QuoteAcceptanceSchema, {
    address: newest.address,
    phone: newest.phone,
  });
  return delivery.success ? delivery.output : undefined;
}
