// The words of a date, apart from its element: the inline bootstrap (src/app/early-paint.ts)
// writes them too, without React.

export interface DateFormat {
  /** The person's locale; the browser's by default. */
  readonly locale?: string;
  /** Tests pin it; the browser's own time zone by default. */
  readonly timeZone?: string;
}

/** The day an ISO 8601 moment falls on, in the reader's locale and time zone. */
export function dateLabel(iso: string, format: DateFormat = {}): string {
  return new Intl.DateTimeFormat(format.locale, {
    dateStyle: 'medium',
    ...(format.timeZone === undefined ? {} : { timeZone: format.timeZone }),
  }).format(new Date(iso));
}

/** The day and the time of day of an ISO 8601 moment ("Mar 2, 2026, 4:05 PM"). */
export function dateTimeLabel(iso: string, format: DateFormat = {}): string {
  return new Intl.DateTimeFormat(format.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(format.timeZone === undefined ? {} : { timeZone: format.timeZone }),
  }).format(new Date(iso));
}
