// Records a card payment on its order: the one rule for the browser's PATCH, the Stripe
// webhook, the local gateway's charge and the settlement of a charge nobody recorded.
import { toCents } from '../../../src/domain/money';
import type { Order } from '../../../src/domain/order';
import { transitionOrder } from '../../../src/domain/order-status';
import type { PaymentRecord } from '../gateways/payment-gateway.port';

/** What recording needs of the orders; inside a transaction, the read locks the order. */
export interface OrderPayments {
  findForPayment(orderId: string): Promise<Order | undefined>;
  markPaid(orderId: string, transactionId: string): Promise<number>;
}

export type RecordOutcome =
  | { kind: 'recorded'; order: Order }
  /** The order was already paid with this very payment: repeating changes nothing. */
  | { kind: 'already-recorded'; order: Order }
  /** The payment cannot settle the order; if it was charged, it must be given back. */
  | { kind: 'refused'; message: string };

export const ORDER_GONE = 'This order no longer exists: it was removed or it lapsed unpaid.';
export const ORDER_LAPSED =
  'This order lapsed before it was paid and its stock was released. Please order again.';
export const AMOUNT_MISMATCH = "That payment does not match this order's total.";
export const NOT_SUCCEEDED = 'That payment has not gone through.';

/** Whether the payment charged exactly this order's total, in the store's currency. */
export const chargesOrderTotal = (payment: PaymentRecord, order: Order): boolean =>
  payment.currency === 'usd' && payment.amountCents === toCents(order.toolPrice);

export async function recordPayment(
  orders: OrderPayments,
  payment: PaymentRecord,
  rules: {
    now: Date;
    /** Before a charge, a lapsed order is refused; a charge already made is honoured. */
    refuseLapsed: boolean;
  },
): Promise<RecordOutcome> {
  const refused = (message: string) => ({ kind: 'refused', message }) as const;
  if (!payment.succeeded) return refused(NOT_SUCCEEDED);
  const order =
    payment.orderId === undefined ? undefined : await orders.findForPayment(payment.orderId);
  if (!order) return refused(ORDER_GONE);
  if (order.paid && order.transactionId === payment.id) return { kind: 'already-recorded', order };
  const transition = transitionOrder(order, { type: 'pay', transactionId: payment.id });
  if (!transition.ok) return refused(transition.message);
  if (
    rules.refuseLapsed &&
    order.expiresAt !== undefined &&
    new Date(order.expiresAt) <= rules.now
  ) {
    return refused(ORDER_LAPSED);
  }
  if (!chargesOrderTotal(payment, order)) return refused(AMOUNT_MISMATCH);
  if ((await orders.markPaid(order._id, payment.id)) === 1) return { kind: 'recorded', order };
  // Changed between the read and the write: the same payment recorded by another path
  // (the browser and the webhook at once) is a success, not a reason to refund.
  const now = await orders.findForPayment(order._id);
  if (now?.paid && now.transactionId === payment.id)
    return { kind: 'already-recorded', order: now };
  return refused('This order changed meanwhile. Reload it and try again.');
}
