// Order: tools in quantities, placed by a customer (spec section 3), and its inputs. The
// spec's order has one tool; its fields (toolId … toolImg) summarise the order's lines.
import * as v from 'valibot';
import { EmailSchema, IdSchema, requiredText, strictObjectMessage, wholeNumber } from './fields';
import { OrderApprovalStateSchema } from './order-approval';
import { OrderLineSchema } from './order-line-schema';
import { ORDER_STATUSES } from './order-statuses';

export const OrderSchema = v.object({
  _id: v.string(),
  /** The short number a person quotes (shown as "#1042"); the database hands them out. */
  number: v.number(),
  /** When it was placed (ISO 8601, UTC). */
  createdAt: v.string(),
  toolId: v.string(),
  toolName: v.string(),
  toolQty: v.number(),
  toolPrice: v.number(),
  toolImg: v.string(),
  /** What was ordered, tool by tool (one line for a spec order). */
  lines: v.array(OrderLineSchema),
  name: v.string(),
  email: v.string(),
  address: v.string(),
  phone: v.string(),
  paid: v.boolean(),
  transactionId: v.optional(v.string()),
  status: v.picklist(ORDER_STATUSES),
  /** While unpaid: when the order lapses and its stock goes back (ISO 8601, UTC). */
  expiresAt: v.optional(v.string()),
  /** Once paid: the number of the invoice issued with the payment (INV-2026-000001). */
  invoiceNumber: v.optional(v.string()),
  /** A company buyer's order past a spending limit: waiting for an approver, or approved. */
  approval: v.optional(OrderApprovalStateSchema),
  /** The company whose member placed it: the order stays the company's for good. */
  companyId: v.optional(v.string()),
  /**
   * Confirmed on account: its invoice's due date (YYYY-MM-DD, UTC) and the PO number; once
   * payments cleared the invoice, the day of the last one (`paidOn`, YYYY-MM-DD, UTC).
   */
  account: v.optional(
    v.object({
      dueDate: v.string(),
      poNumber: v.optional(v.string()),
      paidOn: v.optional(v.string()),
    }),
  ),
  /** Read by the warehouse, which sees no prices (issue 27): every amount in it is 0. */
  pricesWithheld: v.optional(v.literal(true)),
});
export type Order = v.InferOutput<typeof OrderSchema>;

// Its own module: the order page's title, in the home page's first load, needs only it.
export { orderNumberLabel } from './order-number';

export const PhoneSchema = v.pipe(
  requiredText('Phone is Required', 30, 'Phone'),
  v.regex(/^\+?[\d\s().-]{6,30}$/, 'Provide a valid phone number'),
);

/**
 * `POST /order`. The tool's name, image and price come from the server's own record
 * (architecture.md, deviations): the spec's toolName/toolPrice/toolImg/email are
 * accepted for compatibility and ignored; any other field is refused.
 */
export const PlaceOrderInputSchema = v.strictObject(
  {
    toolId: IdSchema,
    toolQty: wholeNumber('Quantity', 1),
    name: requiredText('Name is Required', 80, 'Name'),
    address: requiredText('Address is Required', 200, 'Address'),
    phone: PhoneSchema,
    email: v.optional(EmailSchema),
    toolName: v.optional(v.unknown()),
    toolPrice: v.optional(v.unknown()),
    toolImg: v.optional(v.unknown()),
  },
  strictObjectMessage,
);
export type PlaceOrderInput = v.InferOutput<typeof PlaceOrderInputSchema>;

/** The order form as the customer fills it in (the quantity is checked by checkQuantity). */
export const OrderContactSchema = v.object({
  address: requiredText('Address is Required', 200, 'Address'),
  phone: PhoneSchema,
});
export type OrderContact = v.InferOutput<typeof OrderContactSchema>;

/** `PATCH /order/{id}`: the transaction id of a payment the server then checks itself. */
export const PayOrderInputSchema = v.strictObject(
  {
    transactionId: requiredText('Transaction id is Required', 255, 'Transaction id'),
    order: v.optional(v.string()),
  },
  strictObjectMessage,
);
export type PayOrderInput = v.InferOutput<typeof PayOrderInputSchema>;

/** `POST /create-payment-intent`: the amount comes from the order, never from the body. */
export const PaymentIntentInputSchema = v.strictObject(
  {
    orderId: IdSchema,
    toolPrice: v.optional(v.unknown()),
  },
  strictObjectMessage,
);
export type PaymentIntentInput = v.InferOutput<typeof PaymentIntentInputSchema>;
