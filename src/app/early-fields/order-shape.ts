// The order the early painters read (GET /order/{id}, the lists of orders), checked for what
// the pages show of it; and its payment deadline, worded as the pages word it.
import type { Order } from '../../domain/order';
import { orderDeadline } from '../../domain/order-deadline';
import { ORDER_STATUSES } from '../../domain/order-status';
import { linePartNumbers } from '../../domain/line-part-numbers';
import {
  deadlineClock,
  deadlineWhen,
  timeLeft,
} from '../../ui/pages/checkout-shared/deadline-text';
import { isRecord } from './fields';

/** Whether `value` has what an order's card or page shows (the answer is not checked otherwise). */
export function isOrder(value: unknown): value is Order {
  if (!isRecord(value)) return false;
  const { _id, number, toolName, toolQty, toolPrice, createdAt, status, lines } = value;
  return (
    [_id, toolName, createdAt].every((field) => typeof field === 'string') &&
    [number, toolQty, toolPrice].every((field) => typeof field === 'number') &&
    ORDER_STATUSES.includes(status as Order['status']) &&
    typeof value['paid'] === 'boolean' &&
    Array.isArray(lines) &&
    (value['expiresAt'] === undefined || typeof value['expiresAt'] === 'string')
  );
}

/** "Pay before 10:25 AM today (in 25 minutes)", "Expired at 9:30 AM", as order-deadline.tsx. */
export function deadlineSentence(order: Order, now: Date): string | undefined {
  const deadline = orderDeadline(order, now);
  if (deadline.kind === 'open') {
    return `Pay before ${deadlineWhen(deadline.expiresAt, now)} (${timeLeft(deadline.msLeft)})`;
  }
  if (deadline.kind === 'expired') return `Expired at ${deadlineClock(deadline.expiresAt, now)}`;
  return undefined;
}

/** The Part number cell, as order-columns.tsx writes it, from lines read unchecked. */
export function partNumbersText(order: Order): string {
  const known = (order.lines as readonly unknown[]).flatMap((line) => {
    const partNumber = isRecord(line) ? line['partNumber'] : undefined;
    return typeof partNumber === 'string' ? [{ partNumber }] : [];
  });
  return linePartNumbers(known).join(', ') || '—';
}
