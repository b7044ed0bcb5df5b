// What the API does to unpaid orders on its own, kept in one place for the API and payment
// fakes: an order whose deadline has passed gives its stock back and is gone, and a charged
// card pays its order at once (the server records a payment when the card is charged).
import type { Order } from '../../domain/order';
import { hasExpired } from '../../domain/order-deadline';
import { transitionOrder } from '../../domain/order-status';
import type { MemoryState } from './memory-state';

/** An order leaves the store and its units go back on sale. */
export function removeOrder(state: MemoryState, order: Order): void {
  state.orders.delete(order._id);
  const tool = state.tools.get(order.toolId);
  if (tool) tool.availableQty += order.toolQty;
}

/** Drops every unpaid order whose deadline has passed, as the API's sweep does. */
export function removeExpiredOrders(state: MemoryState): void {
  const now = state.now();
  for (const order of [...state.orders.values()]) {
    if (hasExpired(order, now)) removeOrder(state, order);
  }
}

/** Marks an unpaid order paid with `transactionId`; a paid order has no deadline. */
export function markPaid(order: Order, transactionId: string): boolean {
  const transition = transitionOrder(order, { type: 'pay', transactionId });
  if (!transition.ok || transition.removed) return false;
  Object.assign(order, transition.next);
  delete order.expiresAt;
  return true;
}
