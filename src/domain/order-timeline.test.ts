import { describe, expect, it } from 'vitest';
import { ORDER_EVENT_KINDS, SYSTEM_ACTOR, timelineSentence } from './order-timeline';

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
  ] as const)('says %s by %s as "%s"', (kind, actor, sentence) => {
    expect(timelineSentence({ kind, actor })).toBe(sentence);
  });

  it('has a different sentence for every kind', () => {
    const sentences = ORDER_EVENT_KINDS.map((kind) =>
      timelineSentence({ kind, actor: 'a@b.test' }),
    );
    expect(new Set(sentences).size).toBe(ORDER_EVENT_KINDS.length);
  });
});
