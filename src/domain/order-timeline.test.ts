import { describe, expect, it } from 'vitest';
import {
  ORDER_EVENT_KINDS,
  STAFF_ACTOR,
  SYSTEM_ACTOR,
  timelineAsSeenBy,
  timelineSentence,
} from './order-timeline';

describe('timelineSentence', () => {
  it.each([
    ['created', 'customer@paintco.test', 'Created by customer@paintco.test'],
    ['payment-started', 'customer@paintco.test', 'Payment started by customer@paintco.test'],
    ['paid', 'customer@paintco.test', 'Paid by customer@paintco.test'],
    ['paid', SYSTEM_ACTOR, 'Paid by the store (automatically)'],
    ['shipped', 'admin@paintco.test', 'Shipped by admin@paintco.test'],
    ['cancelled', 'admin@paintco.test', 'Cancelled by admin@paintco.test'],
    ['expired', SYSTEM_ACTOR, 'Expired unpaid by the store (automatically)'],
    ['deleted', 'customer@paintco.test', 'Deleted by customer@paintco.test'],
    ['cancelled', STAFF_ACTOR, 'Cancelled by PaintCo staff'],
  ] as const)('says %s by %s as "%s"', (kind, actor, sentence) => {
    expect(timelineSentence({ kind, actor })).toBe(sentence);
  });

  it('reads the actors the API stores and answers, "system" and "staff"', () => {
    expect(timelineSentence({ kind: 'expired', actor: 'system' })).toBe(
      'Expired unpaid by the store (automatically)',
    );
    expect(timelineSentence({ kind: 'shipped', actor: 'staff' })).toBe('Shipped by PaintCo staff');
    const seen = timelineAsSeenBy(
      [
        { kind: 'paid', actor: 'system' },
        { kind: 'shipped', actor: 'admin@paintco.test' },
      ],
      { email: 'customer@paintco.test', isAdmin: false },
    );
    expect(seen.map((entry) => entry.actor)).toEqual(['system', 'staff']);
  });

  it('has a different sentence for every kind', () => {
    const sentences = ORDER_EVENT_KINDS.map((kind) =>
      timelineSentence({ kind, actor: 'a@b.test' }),
    );
    expect(new Set(sentences).size).toBe(ORDER_EVENT_KINDS.length);
  });
});

describe('timelineAsSeenBy', () => {
  const entries = [
    { kind: 'created', actor: 'customer@paintco.test', at: '2026-06-15T12:00:00.000Z' },
    { kind: 'paid', actor: SYSTEM_ACTOR, at: '2026-06-15T12:01:00.000Z' },
    { kind: 'shipped', actor: 'admin@paintco.test', at: '2026-06-15T12:02:00.000Z' },
  ] as const;

  it("shows a customer their own doings and the store's, and any admin as PaintCo staff", () => {
    const seen = timelineAsSeenBy(entries, { email: 'customer@paintco.test', isAdmin: false });
    expect(seen.map((entry) => entry.actor)).toEqual([
      'customer@paintco.test',
      SYSTEM_ACTOR,
      STAFF_ACTOR,
    ]);
    expect(seen.map((entry) => entry.at)).toEqual(entries.map((entry) => entry.at));
  });

  it('shows an admin who did what', () => {
    expect(timelineAsSeenBy(entries, { email: 'other@paintco.test', isAdmin: true })).toEqual(
      entries,
    );
  });
});
