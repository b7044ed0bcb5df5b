import { describe, expect, it } from 'vitest';
import { exportFileName, inExportRange, parseExportRange } from './export-range';

describe('the days an export covers', () => {
  it('is every order when no day is given', () => {
    expect(parseExportRange({})).toEqual({ ok: true, value: {} });
    expect(parseExportRange({ from: ' ', to: '' })).toEqual({ ok: true, value: {} });
  });

  it('runs from the start of From to the end of To, in UTC', () => {
    const range = parseExportRange({ from: '2026-11-01', to: '2026-11-30' });
    expect(range).toEqual({
      ok: true,
      value: {
        since: new Date('2026-11-01T00:00:00.000Z'),
        before: new Date('2026-12-01T00:00:00.000Z'),
      },
    });
    if (!range.ok) return;
    expect(inExportRange(range.value, '2026-10-31T23:59:59.999Z')).toBe(false);
    expect(inExportRange(range.value, '2026-11-01T00:00:00.000Z')).toBe(true);
    expect(inExportRange(range.value, '2026-11-30T23:59:59.999Z')).toBe(true);
    expect(inExportRange(range.value, '2026-12-01T00:00:00.000Z')).toBe(false);
  });

  it('takes the first and last days it allows', () => {
    expect(parseExportRange({ from: '2000-01-01' }).ok).toBe(true);
    expect(parseExportRange({ to: '2999-12-31' })).toEqual({
      ok: true,
      value: { before: new Date('3000-01-01T00:00:00.000Z') },
    });
  });

  it('covers 3660 days at most, counting both ends', () => {
    expect(parseExportRange({ from: '2000-01-01', to: '2010-01-07' }).ok).toBe(true);
    expect(parseExportRange({ from: '2000-01-01', to: '2010-01-08' })).toMatchObject({
      ok: false,
      message: 'An export covers at most 3660 days',
    });
  });

  it('takes either end open', () => {
    expect(parseExportRange({ to: '2026-11-01' })).toEqual({
      ok: true,
      value: { before: new Date('2026-11-02T00:00:00.000Z') },
    });
    expect(parseExportRange({ from: '2026-11-01' })).toEqual({
      ok: true,
      value: { since: new Date('2026-11-01T00:00:00.000Z') },
    });
  });

  it('takes one day when From and To are the same', () => {
    const range = parseExportRange({ from: '2026-02-28', to: '2026-02-28' });
    expect(range.ok && range.value.before).toEqual(new Date('2026-03-01T00:00:00.000Z'));
  });

  it.each([
    [{ from: '2026-02-30' }, 'From must be a date written as YYYY-MM-DD, such as 2026-11-23'],
    [{ from: '26-11-01' }, 'From must be a date written as YYYY-MM-DD, such as 2026-11-23'],
    [{ to: '2026-11-01T00:00' }, 'To must be a date written as YYYY-MM-DD, such as 2026-11-23'],
    [{ from: '+010000-01-01' }, 'From must be a date written as YYYY-MM-DD, such as 2026-11-23'],
    [{ from: '2026-11-02', to: '2026-11-01' }, 'From must be on or before To'],
    [{ from: '2000-01-01', to: '2026-11-01' }, 'An export covers at most 3660 days'],
    [{ from: '1999-12-31' }, 'From must be a day from 2000-01-01 to 2999-12-31'],
    [{ to: '3000-01-01' }, 'To must be a day from 2000-01-01 to 2999-12-31'],
  ])('refuses %o with a sentence', (query, message) => {
    expect(parseExportRange(query)).toMatchObject({ ok: false, message });
  });

  it('names the file after its days', () => {
    expect(exportFileName('orders', { from: '2026-11-01', to: '2026-11-23' })).toBe(
      'orders-2026-11-01-to-2026-11-23.csv',
    );
    expect(exportFileName('orders', { from: '', to: '2026-11-23' })).toBe(
      'orders-start-to-2026-11-23.csv',
    );
    expect(exportFileName('orders', { from: '2026-11-01', to: '' })).toBe(
      'orders-2026-11-01-to-today.csv',
    );
  });
});
