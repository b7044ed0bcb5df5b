// `POST /checkout` as the browser sends it: which tools, how many, and where to deliver.
// Prices are the server's; the order belongs to whoever is signed in. Apart from order.ts
// so that the first load, which reads orders, does not carry what only checkout sends.
import * as v from 'valibot';
import { IdSchema, requiredText, strictObjectMessage, wholeNumber } from './fields';
import { PhoneSchema } from './order';
import { MAX_ORDER_LINES } from './order-line';

export const NO_LINES = 'Add at least one tool to check out';
export const TOO_MANY_LINES = `An order can hold at most ${MAX_ORDER_LINES} different tools`;
export const REPEATED_TOOL = 'Each tool can appear only once in an order';

/** A line as the browser asks for it: which tool, how many. The price is the server's. */
export const RequestedLineSchema = v.strictObject(
  { toolId: IdSchema, qty: wholeNumber('Quantity', 1) },
  (issue) =>
    issue.expected === 'never'
      ? `${issue.received} is not an accepted field of a line`
      : 'Each line must be an object with toolId and qty',
);
export type RequestedLine = v.InferOutput<typeof RequestedLineSchema>;

export const RequestedLinesSchema = v.pipe(
  v.array(RequestedLineSchema, 'lines must be a list of tools and quantities'),
  v.minLength(1, NO_LINES),
  v.maxLength(MAX_ORDER_LINES, TOO_MANY_LINES),
  v.check(
    (lines) => new Set(lines.map((line) => line.toolId)).size === lines.length,
    REPEATED_TOOL,
  ),
);

/**
 * `POST /checkout`: the cart's tools and quantities with the delivery details. Prices are
 * the server's; the order belongs to whoever is signed in.
 */
export const CheckoutInputSchema = v.strictObject(
  {
    lines: RequestedLinesSchema,
    name: requiredText('Name is Required', 80, 'Name'),
    address: requiredText('Address is Required', 200, 'Address'),
    phone: PhoneSchema,
    /**
     * The address is one of the buyer's company's delivery addresses, chosen from its list:
     * the server checks that it is. Absent or false, the address is as typed.
     */
    companyAddress: v.optional(v.boolean('companyAddress must be true or false')),
  },
  strictObjectMessage,
);
export type CheckoutInput = v.InferOutput<typeof CheckoutInputSchema>;
