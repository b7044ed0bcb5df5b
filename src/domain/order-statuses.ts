// The codes of an order's status (order-status.ts has the lifecycle): a module of their own,
// since a list's address (list-search.ts, in the home page's first load) checks its status
// against them without the lifecycle's rules and sentences.
export const ORDER_STATUSES = ['unpaid', 'paid', 'partly-shipped', 'shipped'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
