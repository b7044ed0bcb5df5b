// A calendar date as a person reads it ("Mar 2, 2026" in the browser's own locale), or a
// moment with its time of day, in a <time> element so machines and screen readers keep the
// exact moment.

import { dateLabel, dateTimeLabel, type DateFormat } from './date-label';

export { dateLabel, dateTimeLabel, type DateFormat };

export interface DateTextProps extends DateFormat {
  /** An ISO 8601 moment. */
  readonly iso: string;
}

export function DateText({ iso, ...format }: DateTextProps) {
  return <time dateTime={iso}>{dateLabel(iso, format)}</time>;
}

export function DateTimeText({ iso, ...format }: DateTextProps) {
  return <time dateTime={iso}>{dateTimeLabel(iso, format)}</time>;
}
