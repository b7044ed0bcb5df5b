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

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** "in 25 minutes", "in less than a minute", "in 2 hours" (rounded up to the minute). */
export function timeLeft(msLeft: number): string {
  if (msLeft < 60_000) return 'in less than a minute';
  const minutes = Math.ceil(msLeft / 60_000);
  if (minutes < 90) return `in ${plural(minutes, 'minute')}`;
  return `in ${plural(Math.round(minutes / 60), 'hour')}`;
}
