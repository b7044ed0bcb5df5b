import { describe, expect, it } from 'vitest';
import { deadlineClock, deadlineWhen, timeLeft } from './deadline-text';

const now = new Date('2026-06-15T12:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('deadlineClock', () => {
  it("reads the time in the person's locale", () => {
    const expiresAt = at('2026-06-15T14:32:00.000Z');
    expect(deadlineClock(expiresAt, now, { locale: 'en-GB', timeZone: 'UTC' })).toBe('14:32');
    expect(deadlineClock(expiresAt, now, { locale: 'en-US', timeZone: 'UTC' })).toMatch(
      /^2:32\sPM$/,
    );
    expect(deadlineClock(expiresAt, now, { locale: 'de-DE', timeZone: 'UTC' })).toBe('14:32');
  });

  it('reads it in the time zone it is given', () => {
    const expiresAt = at('2026-06-15T14:32:00.000Z');
    expect(deadlineClock(expiresAt, now, { locale: 'en-GB', timeZone: 'Europe/Paris' })).toBe(
      '16:32',
    );
  });

  it('adds the date when the deadline is half a day away or more', () => {
    const expiresAt = at('2026-06-17T09:05:00.000Z');
    expect(deadlineClock(expiresAt, now, { locale: 'en-GB', timeZone: 'UTC' })).toBe(
      '17 Jun 2026, 09:05',
    );
  });
});

describe('deadlineWhen', () => {
  const utc = { locale: 'en-US', timeZone: 'UTC' };
  it('says which day a clock time is on', () => {
    expect(deadlineWhen(at('2026-06-15T12:30:00Z'), now, utc)).toMatch(/^12:30\sPM today$/);
    const late = at('2026-06-15T23:50:00Z');
    expect(deadlineWhen(at('2026-06-16T00:20:00Z'), late, utc)).toMatch(/^12:20\sAM tomorrow$/);
    expect(deadlineWhen(at('2026-06-17T09:05:00Z'), now, utc)).toMatch(/^Jun 17, 2026, 9:05\sAM$/);
  });
});

describe('timeLeft', () => {
  it.each([
    [59_000, 'in less than a minute'],
    [60_000, 'in 1 minute'],
    [61_000, 'in 2 minutes'],
    [25 * 60_000, 'in 25 minutes'],
    [89 * 60_000, 'in 89 minutes'],
    [150 * 60_000, 'in 3 hours'],
    [90 * 60_000, 'in 2 hours'],
  ])('%i ms left reads "%s"', (ms, words) => {
    expect(timeLeft(ms)).toBe(words);
  });
});
