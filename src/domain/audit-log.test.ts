import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, auditSentence } from './audit-log';

describe('auditSentence', () => {
  it.each([
    ['admin-granted', 'casey@paintco.test', 'Made casey@paintco.test an admin'],
    ['tool-deleted', 'Wide Roller', 'Deleted the tool Wide Roller'],
    ['tool-edited', 'Wide Roller', 'Edited the tool Wide Roller'],
    ['tool-tiers-set', 'Wide Roller', 'Set the price tiers of Wide Roller'],
    ['order-shipped', '#1042', 'Shipped order #1042'],
    ['order-cancelled', '#1042', 'Cancelled order #1042'],
    ['review-hidden', 'Casey', 'Hid the review by Casey'],
    ['review-shown', 'Casey', 'Showed again the review by Casey'],
    ['quote-priced', 'jordan@crew.test', 'Priced the quote from jordan@crew.test'],
    ['quote-declined', 'jordan@crew.test', 'Declined the quote from jordan@crew.test'],
  ] as const)('says %s of %s as "%s"', (action, subject, sentence) => {
    expect(auditSentence({ action, subject })).toBe(sentence);
  });

  it('has a sentence for every action, each its own', () => {
    const sentences = AUDIT_ACTIONS.map((action) => auditSentence({ action, subject: 'x' }));
    expect(new Set(sentences).size).toBe(AUDIT_ACTIONS.length);
  });
});
