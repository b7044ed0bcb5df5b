// Returns of a shipped order (issue 26 item 6): its customer asks to send back units of its
// lines within RETURN_WINDOW_DAYS of shipping, with a reason; an admin accepts (the customer
// is told how to send them) or refuses with a reason; once the parcel arrives the admin
// marks it received and the units are refunded through the refund rule (refund.ts).
import * as v from 'valibot';
import { requiredText, strictObjectMessage } from './fields';
import type { Order } from './order';
import { LineUnitsInputSchema, LineUnitsSchema, unitsByLine, unitsLeft } from './order-line-units';
import { refundedUnits, type Refund } from './refund';
import { fail, ok, type Result } from './result';

/** Days after shipping during which a customer may ask to return an order. */
export const RETURN_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

import { RETURN_STATUSES, type ReturnStatus } from './return-status';
export { RETURN_STATUSES, type ReturnStatus } from './return-status';

export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'Awaiting a decision',
  accepted: 'Accepted, awaiting the parcel',
  refused: 'Refused',
  refunded: 'Received and refunded',
};

/** The states an admin still has to act on. */
export const AWAITING_ACTION: readonly ReturnStatus[] = ['requested', 'accepted'];

export type ReturnLine = v.InferOutput<typeof LineUnitsSchema>;

export const OrderReturnSchema = v.object({
  _id: v.string(),
  orderId: v.string(),
  orderNumber: v.number(),
  /** The customer who asked (the order's e-mail). */
  email: v.string(),
  status: v.picklist(RETURN_STATUSES),
  reason: v.string(),
  lines: v.array(LineUnitsSchema),
  /** When it was asked for (ISO 8601, UTC). */
  createdAt: v.string(),
  /** The admin who accepted or refused it. */
  decidedBy: v.optional(v.string()),
  /** Once refused: why, as the customer reads it. */
  refusal: v.optional(v.string()),
  /** Once refunded: the refund it became. */
  refundId: v.optional(v.string()),
});
export type OrderReturn = v.InferOutput<typeof OrderReturnSchema>;

/** `POST /order/{id}/returns`. */
export const RequestReturnInputSchema = v.strictObject(
  {
    reason: requiredText('Reason is Required', 500, 'Reason'),
    lines: v.pipe(LineUnitsInputSchema, v.minLength(1, 'Choose at least one line to return')),
  },
  strictObjectMessage,
);
export type RequestReturnInput = v.InferOutput<typeof RequestReturnInputSchema>;

/** `POST /returns/{id}/refuse`. */
export const RefuseReturnInputSchema = v.strictObject(
  { reason: requiredText('Reason is Required', 500, 'Reason') },
  strictObjectMessage,
);

/** `POST /returns/{id}/receive`: whether the units came back fit to sell again. */
export const ReceiveReturnInputSchema = v.strictObject(
  { restock: v.optional(v.boolean('Back in stock must be yes or no'), false) },
  strictObjectMessage,
);
export type ReceiveReturnInput = v.InferOutput<typeof ReceiveReturnInputSchema>;

export type ReturnRefusal =
  | { readonly code: 'return-not-shipped' }
  | { readonly code: 'return-window-closed' }
  | { readonly code: 'invalid'; readonly message: string };

export const RETURN_NOT_SHIPPED = 'Only a shipped order can be returned.';
export const RETURN_WINDOW_CLOSED = `Returns are accepted within ${RETURN_WINDOW_DAYS} days of shipping; this order was shipped longer ago.`;

/** What one return request looks at, as the store reads it with the order locked. */
export interface ReturnContext {
  readonly order: Order;
  /** When the order was shipped, if it was. */
  readonly shippedAt: Date | undefined;
  readonly now: Date;
  readonly returns: readonly OrderReturn[];
  readonly refunds: readonly Refund[];
}

/**
 * The one rule of a return request: the order was shipped no more than RETURN_WINDOW_DAYS
 * ago, and each line named is one of its lines with no more units than were bought minus
 * those refunded (a refunded return counts there) and those in returns still open.
 */
export function planReturn(
  context: ReturnContext,
  input: RequestReturnInput,
): Result<ReturnLine[], ReturnRefusal> {
  const { order, shippedAt, now } = context;
  if (order.status !== 'shipped' || shippedAt === undefined) {
    return fail({ code: 'return-not-shipped' });
  }
  if (now.getTime() - shippedAt.getTime() > RETURN_WINDOW_DAYS * DAY_MS) {
    return fail({ code: 'return-window-closed' });
  }
  // Left to return: bought, less refunded (a refunded return counts there) and still open.
  const left = unitsLeft(
    order,
    refundedUnits(context.refunds),
    unitsByLine(context.returns.filter((one) => AWAITING_ACTION.includes(one.status))),
  );
  const lines: ReturnLine[] = [];
  for (const asked of input.lines) {
    const line = order.lines[asked.line];
    if (!line || lines.some((taken) => taken.line === asked.line)) {
      return fail({
        code: 'invalid',
        message: `The order has no line ${asked.line + 1} to return`,
      });
    }
    const available = left[asked.line] ?? 0;
    if (asked.qty > available) {
      return fail({
        code: 'invalid',
        message:
          available === 0
            ? `Every ${line.toolName} of this order is returned or refunded already`
            : `Only ${available} of ${line.toolName} can still be returned`,
      });
    }
    lines.push({ line: asked.line, toolName: line.toolName, qty: asked.qty });
  }
  return ok(lines);
}
