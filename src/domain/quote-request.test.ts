import { describe, expect, it } from 'vitest';
import { quoteRecipient } from './quote-request';

describe('the e-mail a quote request is answered at', () => {
  it('is the e-mail it gives, as it is stored: trimmed and in lower case', () => {
    expect(quoteRecipient({ email: ' Jordan@Crew.TEST\n', name: 'Jordan' })).toBe(
      'jordan@crew.test',
    );
  });

  it('is none when the request gives no valid e-mail', () => {
    expect(quoteRecipient({ email: 'jordan@' })).toBeUndefined();
    expect(quoteRecipient({ name: 'Jordan' })).toBeUndefined();
    expect(quoteRecipient('jordan@crew.test')).toBeUndefined();
    expect(quoteRecipient(null)).toBeUndefined();
  });
});
