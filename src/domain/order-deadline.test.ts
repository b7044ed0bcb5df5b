import { describe, expect, it } from 'vitest';
import {
  EXPIRED_ORDER_LABEL,
  hasExpired,
  orderDeadline,
  unpaidOrderExpiry,
} from './order-deadline';

const now = new Date('2026-06-15T12:00:00.000Z');

describe('unpaidOrderExpiry', () => {
  it('is 30 minutes after placement by default, in ISO 8601 UTC', () => {
    expect(unpaidOrderExpiry(now)).toBe('2026-06-15T12:30:00.000Z');
  });

  it('follows another time to live', () => {
    expect(unpaidOrderExpiry(now, 5)).toBe('2026-06-15T12:05:00.000Z');
  });
});

describe('orderDeadline', () => {
  const unpaid = { status: 'unpaid', expiresAt: '2026-06-15T12:25:00.000Z' } as const;

  it('is open with the time left before the deadline', () => {
    expect(orderDeadline(unpaid, now)).toEqual({
      kind: 'open',
      expiresAt: new Date('2026-06-15T12:25:00.000Z'),
      msLeft: 25 * 60_000,
    });
    expect(hasExpired(unpaid, now)).toBe(false);
  });

  it('is expired at the deadline and after it', () => {
    for (const at of ['2026-06-15T12:25:00.000Z', '2026-06-15T13:00:00.000Z']) {
      expect(orderDeadline(unpaid, new Date(at))).toEqual({
        kind: 'expired',
        expiresAt: new Date('2026-06-15T12:25:00.000Z'),
      });
      expect(hasExpired(unpaid, new Date(at))).toBe(true);
    }
  });

  it('is none for paid and shipped orders, even with a stale expiresAt', () => {
    expect(orderDeadline({ ...unpaid, status: 'paid' }, now)).toEqual({ kind: 'none' });
    expect(orderDeadline({ ...unpaid, status: 'shipped' }, now)).toEqual({ kind: 'none' });
  });

  it('is none for an unpaid order without a deadline or with one nobody can read', () => {
    expect(orderDeadline({ status: 'unpaid' }, now)).toEqual({ kind: 'none' });
    expect(orderDeadline({ status: 'unpaid', expiresAt: 'soon' }, now)).toEqual({ kind: 'none' });
  });

  it('reads "Expired" in place of the status once passed', () => {
    expect(EXPIRED_ORDER_LABEL).toBe('Expired');
  });
});
