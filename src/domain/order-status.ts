// The order lifecycle as one pure state machine, asked by the server before it changes an
// order and by the UI before it offers a button.
//
//   unpaid ──pay(transactionId)──► paid ──ship──► shipped
//                                   │                ▲
//                                   └─ a shipment ──► partly-shipped ──last shipment─┘
//     │
//     └─ delete (its customer) / cancel (an admin) ──► removed (stock goes back)
//
// Status texts (the spec leaves them open): the API stores and returns the codes
// 'unpaid' | 'paid' | 'partly-shipped' | 'shipped'; people read ORDER_STATUS_LABELS.
// Shipments (shipment.ts) move a paid order through 'partly-shipped' to 'shipped'.

import { isOnAccount } from './on-account';
import type { OrderStatus } from './order-statuses';

export { ORDER_STATUSES, type OrderStatus } from './order-statuses';

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  unpaid: 'Awaiting payment',
  paid: 'Paid, awaiting shipment',
  'partly-shipped': 'Partly shipped',
  shipped: 'Shipped',
};

export type OrderEvent =
  | { readonly type: 'pay'; readonly transactionId: string }
  | { readonly type: 'ship' }
  | { readonly type: 'delete' }
  | { readonly type: 'cancel' };

export interface OrderState {
  readonly status: OrderStatus;
  readonly paid: boolean;
  readonly transactionId?: string | undefined;
  /** A company order past a spending limit waits for its approver before it can be paid. */
  readonly approval?: { readonly status: 'pending' | 'approved' } | undefined;
}

export type OrderTransition =
  | { readonly ok: true; readonly removed: false; readonly next: OrderState }
  | { readonly ok: true; readonly removed: true }
  | { readonly ok: false; readonly message: string };

const refuse = (message: string): OrderTransition => ({ ok: false, message });

/** The spec's one-step Ship cannot finish an order whose shipments have begun. */
export const PARTLY_SHIPPED =
  'Part of this order has shipped: record the rest as a shipment with its tracking number';
export const ALREADY_PAID = 'This order is already paid';
export const AWAITING_APPROVAL =
  'This order is waiting for approval by your company, so it cannot be paid yet';

export function transitionOrder(order: OrderState, event: OrderEvent): OrderTransition {
  switch (event.type) {
    case 'pay':
      if (order.status !== 'unpaid') return refuse(ALREADY_PAID);
      if (order.approval?.status === 'pending') return refuse(AWAITING_APPROVAL);
      if (event.transactionId.trim() === '') return refuse('A payment needs a transaction id');
      return {
        ok: true,
        removed: false,
        next: { status: 'paid', paid: true, transactionId: event.transactionId },
      };
    case 'ship':
      if (order.status === 'shipped') return refuse('This order has already been shipped');
      if (order.status === 'partly-shipped') return refuse(PARTLY_SHIPPED);
      if (order.status !== 'paid') return refuse('Only a paid order can be shipped');
      return { ok: true, removed: false, next: { ...order, status: 'shipped' } };
    case 'delete':
    case 'cancel': {
      if (order.status === 'unpaid') return { ok: true, removed: true };
      const verb = event.type === 'delete' ? 'deleted' : 'cancelled';
      return refuse(
        order.status === 'paid'
          ? `A paid order cannot be ${verb}`
          : `A shipped order cannot be ${verb}`,
      );
    }
  }
}

export type OrderViewer = 'customer' | 'admin';

export interface OrderActions {
  readonly pay: boolean;
  readonly delete: boolean;
  readonly cancel: boolean;
  readonly ship: boolean;
}

const allows = (order: OrderState, event: OrderEvent) => transitionOrder(order, event).ok;

/** Which buttons an order offers: customers pay and delete their own, admins cancel and ship. */
export function allowedOrderActions(order: OrderState, viewer: OrderViewer): OrderActions {
  const customer = viewer === 'customer';
  return {
    pay: customer && allows(order, { type: 'pay', transactionId: 'any' }),
    delete: customer && allows(order, { type: 'delete' }),
    cancel: !customer && allows(order, { type: 'cancel' }),
    ship: !customer && allows(order, { type: 'ship' }),
  };
}

export const orderStatusLabel = (status: OrderStatus): string => ORDER_STATUS_LABELS[status];

export const AWAITING_APPROVAL_LABEL = 'Awaiting approval';

/**
 * The status as the buyer reads it: a company order past a spending limit says it waits for
 * approval, and once approved, who approved it.
 */
export function orderStateLabel(
  order: Pick<OrderState, 'status'> & {
    readonly approval?: { readonly status: 'pending' | 'approved'; readonly decidedBy?: string };
    readonly transactionId?: string | undefined;
    readonly account?: { readonly paidOn?: string | undefined } | undefined;
  },
): string {
  if (order.status === 'paid' && isOnAccount(order))
    return order.account?.paidOn
      ? 'Paid, awaiting shipment'
      : 'Confirmed on account, awaiting shipment';
  if (order.status !== 'unpaid' || !order.approval) return orderStatusLabel(order.status);
  if (order.approval.status === 'pending') return AWAITING_APPROVAL_LABEL;
  return `Approved by ${order.approval.decidedBy ?? 'your company'}, awaiting payment`;
}

/**
 * An order confirmed on account is settled for shipping but owes its invoice: not "Paid"
 * until its invoice is, and then the day it was.
 */
export function paymentLabel(
  order: Pick<OrderState, 'paid'> & {
    readonly transactionId?: string | undefined;
    readonly account?: { readonly paidOn?: string | undefined } | undefined;
  },
): string {
  if (!order.paid) return 'Unpaid';
  if (!isOnAccount(order)) return 'Paid';
  const paidOn = order.account?.paidOn;
  return paidOn ? `Paid on account, ${paidOn}` : 'Confirmed on account';
}
