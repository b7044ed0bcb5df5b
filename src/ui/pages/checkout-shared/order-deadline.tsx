// What an unpaid order's deadline reads like wherever it shows: "Pay before 14:32 today
// (in 25 minutes)" while it can be paid, "Expired at 14:32" once it cannot.
import type { OrderDeadline } from '../../../domain/order-deadline';
import { deadlineClock, deadlineWhen, timeLeft } from './deadline-text';

export interface OrderDeadlineTextProps {
  deadline: OrderDeadline;
  now: Date;
  /** For a control that this text describes (aria-describedby). */
  id?: string;
}

export function OrderDeadlineText({ deadline, now, id }: OrderDeadlineTextProps) {
  if (deadline.kind === 'none') return null;
  const dateTime = deadline.expiresAt.toISOString();
  return deadline.kind === 'open' ? (
    <span id={id}>
      Pay before <time dateTime={dateTime}>{deadlineWhen(deadline.expiresAt, now)}</time> (
      {timeLeft(deadline.msLeft)})
    </span>
  ) : (
    <span id={id}>
      Expired at <time dateTime={dateTime}>{deadlineClock(deadline.expiresAt, now)}</time>
    </span>
  );
}
