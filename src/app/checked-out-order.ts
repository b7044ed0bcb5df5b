// The order a checkout has just answered, handed to its payment page (issue 23, item 5):
// the checkout's answer already holds everything the page shows, so the page need not ask
// the API for it again. Taken once, by that order's page: any later visit reads it anew.
import type { Order } from '../domain/order';

export interface CheckedOutOrder {
  keep(order: Order): void;
  /** The kept order if it is this one, forgotten as it is taken. */
  take(id: string): Order | undefined;
}

export function createCheckedOutOrder(): CheckedOutOrder {
  let kept: Order | undefined;
  return {
    keep(order) {
      kept = order;
    },
    take(id) {
      const order = kept?._id === id ? kept : undefined;
      kept = undefined;
      return order;
    },
  };
}
