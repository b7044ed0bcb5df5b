// The days an orders export covers, as the admin picks them: `from` and `to` are calendar
// days (UTC), both included, either may be left open. The API and the in-memory API read
// the query string with the same sentences.
import * as v from 'valibot';
import { parseInput, type Parsed } from './parse';

/** How many days one export may cover: ten years of orders, far beyond any real need. */
export const MAX_EXPORT_DAYS = 3_660;

const DAY_MS = 86_400_000;

/**
 * The days an export may name: the database refuses year 0 and JavaScript writes years past
 * 9999 in a form it cannot read, and no order of ours falls outside these.
 */
export const EARLIEST_EXPORT_DAY = '2000-01-01';
export const LATEST_EXPORT_DAY = '2999-12-31';

const isCalendarDay = (text: string): boolean => {
  const day = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
};

const dayParam = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (text) => text === '' || (/^\d{4}-\d{2}-\d{2}$/.test(text) && isCalendarDay(text)),
        `${name} must be a date written as YYYY-MM-DD, such as 2026-11-23`,
      ),
      v.check(
        (text) => text === '' || (text >= EARLIEST_EXPORT_DAY && text <= LATEST_EXPORT_DAY),
        `${name} must be a day from ${EARLIEST_EXPORT_DAY} to ${LATEST_EXPORT_DAY}`,
      ),
    ),
    '',
  );

const DayRangeQuerySchema = v.pipe(
  v.object({ from: dayParam('From'), to: dayParam('To') }),
  // An open From ('') sorts before every day.
  v.check(({ from, to }) => to === '' || from <= to, 'From must be on or before To'),
);

const ExportRangeQuerySchema = v.pipe(
  DayRangeQuerySchema,
  v.check(
    ({ from, to }) =>
      from === '' || to === '' || (Date.parse(to) - Date.parse(from)) / DAY_MS < MAX_EXPORT_DAYS,
    `An export covers at most ${MAX_EXPORT_DAYS} days`,
  ),
);

/** The instants an export covers: from the start of `from` to the end of `to`. */
export interface ExportRange {
  /** Orders placed at or after this instant; none: since the first order. */
  readonly since?: Date;
  /** Orders placed before this instant (the day after `to`); none: up to now. */
  readonly before?: Date;
}

/** The days as the admin picked them, as text (`''` when open); what the query carries. */
export type ExportDays = Readonly<v.InferOutput<typeof DayRangeQuerySchema>>;

function rangeOf({ from, to }: ExportDays): ExportRange {
  return {
    ...(from ? { since: new Date(`${from}T00:00:00.000Z`) } : {}),
    ...(to ? { before: new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS) } : {}),
  };
}

export function parseExportRange(
  raw: Readonly<Record<string, string | undefined>>,
): Parsed<ExportRange> {
  const parsed = parseInput(ExportRangeQuerySchema, { from: raw['from'], to: raw['to'] });
  return parsed.ok ? { ok: true, value: rangeOf(parsed.value) } : parsed;
}

/** As `parseExportRange`, for a list filtered by the days (no bound on the span). */
export function parseDayRange(
  raw: Readonly<Record<string, string | undefined>>,
): Parsed<ExportRange> {
  const parsed = parseInput(DayRangeQuerySchema, { from: raw['from'], to: raw['to'] });
  return parsed.ok ? { ok: true, value: rangeOf(parsed.value) } : parsed;
}

/** Whether an instant (ISO 8601) falls inside the range. */
export const inExportRange = (range: ExportRange, at: string): boolean => {
  const time = Date.parse(at);
  return (
    (!range.since || time >= range.since.getTime()) &&
    (!range.before || time < range.before.getTime())
  );
};

/** The file name a download is saved under, e.g. `orders-2026-11-01-to-2026-11-23.csv`. */
export const exportFileName = (kind: string, days: ExportDays): string => {
  const span = [days.from || 'start', days.to || 'today'].join('-to-');
  return `${kind}-${span}.csv`;
};
