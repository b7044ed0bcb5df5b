// A moment as a person reads it ("Mar 2, 2026, 4:05 PM" in the browser's own locale), in a
// <time> element that keeps the exact moment for machines and screen readers.
import type { DateFormat } from './date-text';

export function dateTimeLabel(iso: string, format: DateFormat = {}): string {
  return new Intl.DateTimeFormat(format.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(format.timeZone === undefined ? {} : { timeZone: format.timeZone }),
  }).format(new Date(iso));
}

export function DateTimeText({ iso, ...format }: { readonly iso: string } & DateFormat) {
  return <time dateTime={iso}>{dateTimeLabel(iso, format)}</time>;
}
