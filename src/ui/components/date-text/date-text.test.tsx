import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateText, DateTimeText, dateLabel, dateTimeLabel } from './date-text';

describe('dateLabel', () => {
  it('writes the day in the reader’s locale', () => {
    expect(dateLabel('2026-03-02T14:05:00.000Z', { locale: 'en-US', timeZone: 'UTC' })).toBe(
      'Mar 2, 2026',
    );
    expect(dateLabel('2026-03-02T14:05:00.000Z', { locale: 'en-GB', timeZone: 'UTC' })).toBe(
      '2 Mar 2026',
    );
  });

  it('takes the day in the reader’s time zone, not UTC', () => {
    const lateEvening = '2026-03-02T23:30:00.000Z';
    expect(dateLabel(lateEvening, { locale: 'en-US', timeZone: 'Asia/Tokyo' })).toBe('Mar 3, 2026');
  });
});

describe('DateText', () => {
  it('keeps the exact moment for machines', () => {
    render(<DateText iso="2026-03-02T14:05:00.000Z" locale="en-US" timeZone="UTC" />);
    expect(screen.getByText('Mar 2, 2026')).toHaveAttribute('datetime', '2026-03-02T14:05:00.000Z');
  });
});

describe('DateTimeText', () => {
  it('writes the day and the time of day, keeping the exact moment', () => {
    const iso = '2026-03-02T14:05:00.000Z';
    expect(dateTimeLabel(iso, { locale: 'en-US', timeZone: 'UTC' })).toMatch(
      /^Mar 2, 2026,? (at )?2:05\sPM$/,
    );
    render(<DateTimeText iso={iso} locale="en-GB" timeZone="Asia/Tokyo" />);
    expect(screen.getByText(/23:05/)).toHaveAttribute('datetime', iso);
  });
});
