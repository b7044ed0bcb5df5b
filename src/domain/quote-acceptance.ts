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
