// The day a review was written, spelt out ("12 March 2026") so no reader mistakes the day
// for the month. Intl, not a date library: the home page's script budget has no room.
const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export const reviewDate = (iso: string): string => dayMonthYear.format(new Date(iso));
