// An unpaid order's deadline in words a person reads: the clock time in their own locale's
// format ("14:32", "2:32 PM"), and how long is left in plain English like the rest of the
// store. Screen readers read the same words: nothing here is an abbreviation.

export interface DeadlineFormat {
  /** The person's locale; the browser's by default. */
  readonly locale?: string;
  /** Tests pin it; the browser's own time zone by default. */
  readonly timeZone?: string;
}

const HOUR = 60 * 60_000;

/** "14:32", or with the date when the deadline is not within the next 12 hours. */
export function deadlineClock(expiresAt: Date, now: Date, format: DeadlineFormat = {}): string {
  const soon = Math.abs(expiresAt.getTime() - now.getTime()) < 12 * HOUR;
  return new Intl.DateTimeFormat(format.locale, {
    ...(soon ? {} : { dateStyle: 'medium' }),
    timeStyle: 'short',
    ...(format.timeZone === undefined ? {} : { timeZone: format.timeZone }),
  }).format(expiresAt);
}

/** The calendar day of `at` where the person is, to compare two moments' days. */
const dayOf = (at: Date, format: DeadlineFormat): string =>
  new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(format.timeZone === undefined ? {} : { timeZone: format.timeZone }),
  }).format(at);

/**
 * "12:41 AM today", "9:05 AM tomorrow", or the clock with its date further off: a clock
 * time alone leaves a person to guess which day it means.
 */
export function deadlineWhen(expiresAt: Date, now: Date, format: DeadlineFormat = {}): string {
  const clock = deadlineClock(expiresAt, now, format);
  const day = dayOf(expiresAt, format);
  if (day === dayOf(now, format)) return `${clock} today`;
  if (day === dayOf(new Date(now.getTime() + 24 * HOUR), format)) {
    return Math.abs(expiresAt.getTime() - now.getTime()) < 12 * HOUR ? `${clock} tomorrow` : clock;
  }
  return clock;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** "in 25 minutes", "in less than a minute", "in 2 hours" (rounded up to the minute). */
export function timeLeft(msLeft: number): string {
  if (msLeft < 60_000) return 'in less than a minute';
  const minutes = Math.ceil(msLeft / 60_000);
  if (minutes < 90) return `in ${plural(minutes, 'minute')}`;
  return `in ${plural(Math.round(minutes / 60), 'hour')}`;
}
