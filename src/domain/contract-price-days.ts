// Days as the store writes them (YYYY-MM-DD, UTC), and the validity days of a contract price
// list, apart from its schemas: the pages that only decide a price (the tool page, the cart)
// load these few lines, not valibot's schemas.
import type { PriceList } from './contract-prices';

/** The day `moment` falls on, UTC, as the validity dates are written. */
export const dayOf = (moment: Date): string => moment.toISOString().slice(0, 10);

/** Whether `text` (YYYY-MM-DD) is a day the calendar has: "2026-02-30" is not. */
export const isCalendarDay = (text: string): boolean => {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && dayOf(day) === text;
};

/** Whether the list applies on the day of `now`: from its first day to the end of its last. */
export function listInForce(list: Pick<PriceList, 'validFrom' | 'validUntil'>, now: Date): boolean {
  const today = dayOf(now);
  return list.validFrom <= today && today <= list.validUntil;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "31 Dec 2026": a validity day as a person reads it, the same in every time zone. */
export function dayText(day: string): string {
  const [year, month, date] = day.split('-');
  return `${Number(date)} ${MONTHS[Number(month) - 1] ?? ''} ${year ?? ''}`;
}
