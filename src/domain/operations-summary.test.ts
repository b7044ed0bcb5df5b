import { describe, expect, it } from 'vitest';
import { ageBucket, everyDay, SALES_DAYS, salesWindow, unpaidAges } from './operations-summary';

describe('the sales window', () => {
  it('is the 30 UTC days that end today, oldest first', () => {
    const { from, days } = salesWindow(new Date('2026-03-01T23:30:00-05:00'));

    expect(days).toHaveLength(SALES_DAYS);
    expect(days.at(-1)).toBe('2026-03-02');
    expect(days[0]).toBe('2026-02-01');
    expect(from.toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });

  it('has every day, a day without sales as zero', () => {
    const { days } = salesWindow(new Date('2026-03-02T12:00:00Z'));
    const filled = everyDay(days, [{ day: '2026-03-01', orders: 2, revenue: 240 }]);

    expect(filled).toHaveLength(SALES_DAYS);
    expect(filled.at(-2)).toEqual({ day: '2026-03-01', orders: 2, revenue: 240 });
    expect(filled.at(-1)).toEqual({ day: '2026-03-02', orders: 0, revenue: 0 });
  });
});

describe('unpaid orders by age', () => {
  const now = new Date('2026-03-02T12:00:00Z');
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('puts each order in the bucket its age reaches, a bound belonging to the next', () => {
    expect(ageBucket(minutesAgo(0), now)).toBe(0);
    expect(ageBucket(minutesAgo(14.9), now)).toBe(0);
    expect(ageBucket(minutesAgo(15), now)).toBe(1);
    expect(ageBucket(minutesAgo(59), now)).toBe(1);
    expect(ageBucket(minutesAgo(60), now)).toBe(2);
    expect(ageBucket(minutesAgo(60 * 24 * 3), now)).toBe(2);
  });

  it('labels the counts', () => {
    expect(unpaidAges([3, 0, 1])).toEqual([
      { label: 'Under 15 minutes', count: 3 },
      { label: '15 to 60 minutes', count: 0 },
      { label: 'Over an hour', count: 1 },
    ]);
  });
});
