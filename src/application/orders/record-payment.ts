// Records a card payment on its order: the one rule for the browser's PATCH, the Stripe
// webhook, the local gateway's charge and the settlement of a charge nobody recorded.
import { toCents } from '../../domain/money';
import type { Order } from '../../domain/order';
import { hasExpired } from '../../domain/order-deadline';
import { transitionOrder } from '../../domain/order-status';
import type { Actor } from '../../domain/order-timeline';
import type { OrderPayments } from '../ports/order-store.port';
import type { PaymentRecord } from '../ports/payment-gateway.port';
import type { Refusal } from '../refusals';

export type RecordOutcome =
  | { readonly kind: 'recorded'; readonly order: Order }
  /** The order was already paid with this very payment: repeating changes nothing. */
  | { readonly kind: 'already-recorded'; readonly order: Order }
  /** The payment cannot settle the order; if it was charged, it must be given back. */
  | { readonly kind: 'refused'; readonly refusal: Refusal };

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
    /**
     * Who recorded it, for the order's timeline; absent: the order's own customer (the card
     * form that holds its client secret).
     */
    actor?: Actor;
  },
): Promise<RecordOutcome> {
  const refused = (refusal: Refusal): RecordOutcome => ({ kind: 'refused', refusal });
  if (!payment.succeeded) return refused({ code: 'payment-not-succeeded' });
  const order =
    payment.orderId === undefined ? undefined : await orders.findForPayment(payment.orderId);
  if (!order) return refused({ code: 'order-gone' });
  if (order.paid && order.transactionId === payment.id) return { kind: 'already-recorded', order };
  const transition = transitionOrder(order, { type: 'pay', transactionId: payment.id });
  if (!transition.ok) return refused({ code: 'lifecycle', message: transition.message });
  if (rules.refuseLapsed && hasExpired(order, rules.now)) return refused({ code: 'order-lapsed' });
  if (!chargesOrderTotal(payment, order)) return refused({ code: 'amount-mismatch' });
  if ((await orders.markPaid(order._id, payment.id, rules.actor ?? order.email)) === 1)
    return { kind: 'recorded', order };
  // Changed between the read and the write: the same payment recorded by another path
  // (the browser and the webhook at once) is a success, not a reason to refund.
  const now = await orders.findForPayment(order._id);
  if (now?.paid && now.transactionId === payment.id) {
    return { kind: 'already-recorded', order: now };
  }
  return refused({ code: 'order-changed' });
}
