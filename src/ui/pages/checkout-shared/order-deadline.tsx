// What an unpaid order's deadline reads like wherever it shows: "Pay by 14:32 (in 25
// minutes)" while it can be paid, "Expired at 14:32" once it cannot.
import type { OrderDeadline } from '../../../domain/order-deadline';
import { deadlineClock, timeLeft } from './deadline-text';

export interface OrderDeadlineTextProps {
  deadline: OrderDeadline;
  now: Date;
  /** For a control that this text describes (aria-describedby). */
  id?: string;
}

export function OrderDeadlineText({ deadline, now, id }: OrderDeadlineTextProps) {
  if (deadline.kind === 'none') return null;
  const clock = (
    <time dateTime={deadline.expiresAt.toISOString()}>
      {deadlineClock(deadline.expiresAt, now)}
    </time>
  );
  return deadline.kind === 'open' ? (
    <span id={id}>
      Pay by {clock} ({timeLeft(deadline.msLeft)})
    </span>
  ) : (
    <span id={id}>Expired at {clock}</span>
  );
}
