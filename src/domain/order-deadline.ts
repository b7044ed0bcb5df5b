// An unpaid order holds its stock for a while only: the API stamps it with `expiresAt` and,
// once that passes, gives the stock back and removes the order. These rules say where an
// order stands against that deadline, for the pages and the in-memory API alike.
import type { Order } from './order';

/** How long the API keeps an unpaid order by default (its UNPAID_ORDER_TTL_MINUTES). */
export const UNPAID_ORDER_TTL_MINUTES = 30;

/** What a person reads instead of "Awaiting payment" once the deadline has passed. */
export const EXPIRED_ORDER_LABEL = 'Expired';

export type OrderDeadline =
  /** Paid, shipped, or an order the API gave no deadline. */
  | { readonly kind: 'none' }
  | { readonly kind: 'open'; readonly expiresAt: Date; readonly msLeft: number }
  | { readonly kind: 'expired'; readonly expiresAt: Date };

/** When an order placed at `placedAt` expires, as the API writes it (ISO 8601, UTC). */
export function unpaidOrderExpiry(
  placedAt: Date,
  ttlMinutes: number = UNPAID_ORDER_TTL_MINUTES,
): string {
  return new Date(placedAt.getTime() + ttlMinutes * 60_000).toISOString();
}

/** Where `order` stands at `now`: no deadline, still open to pay, or expired. */
export function orderDeadline(
  order: Pick<Order, 'status' | 'expiresAt'>,
  now: Date,
): OrderDeadline {
  if (order.status !== 'unpaid') return { kind: 'none' };
  const expiresAt = new Date(order.expiresAt ?? Number.NaN);
  // No date, or one nobody can read, is no deadline to show; the API still enforces its own.
  if (Number.isNaN(expiresAt.getTime())) return { kind: 'none' };
  const msLeft = expiresAt.getTime() - now.getTime();
  return msLeft > 0 ? { kind: 'open', expiresAt, msLeft } : { kind: 'expired', expiresAt };
}

/** Whether an unpaid order's deadline has passed at `now` (the API then removes it). */
export const hasExpired = (order: Pick<Order, 'status' | 'expiresAt'>, now: Date): boolean =>
  orderDeadline(order, now).kind === 'expired';
