// How an order's number is written: a module of its own, since the order page's title (its
// route's head, in the home page's first load) needs it without the Order schema.
import type { Order } from './order';

/** How an order's number is written everywhere a person reads it. */
export const orderNumberLabel = (order: Pick<Order, 'number'>): string => `#${order.number}`;
