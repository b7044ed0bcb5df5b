// A calendar date as a person reads it ("Mar 2, 2026" in the browser's own locale), or a
// moment with its time of day, in a <time> element so machines and screen readers keep the
// exact moment.

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

export interface DateTextProps extends DateFormat {
  /** An ISO 8601 moment. */
  readonly iso: string;
}

export function DateText({ iso, ...format }: DateTextProps) {
  return <time dateTime={iso}>{dateLabel(iso, format)}</time>;
}

/** The day and the time of day of an ISO 8601 moment ("Mar 2, 2026, 4:05 PM"). */
export function dateTimeLabel(iso: string, format: DateFormat = {}): string {
  return new Intl.DateTimeFormat(format.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(format.timeZone === undefined ? {} : { timeZone: format.timeZone }),
  }).format(new Date(iso));
}

export function DateTimeText({ iso, ...format }: DateTextProps) {
  return <time dateTime={iso}>{dateTimeLabel(iso, format)}</time>;
}
