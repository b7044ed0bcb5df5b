import { describe, expect, it } from 'vitest';
import { FAILED_MAIL, QUEUED_MAIL, SENT_RECEIPT } from '../../../testing/demo-mail';
import { mailHeadline } from './mail-cells';

// One zone, so the times read the same wherever the test runs.
const headline = (mail: Parameters<typeof mailHeadline>[0]) => mailHeadline(mail, 'UTC');

describe("an e-mail's headers in the Mailbox", () => {
  it('say who got a sent e-mail and when, in one sentence', () => {
    expect(headline(SENT_RECEIPT)).toBe('Sent to customer@paintco.test on Jun 15, 2026, 12:04 PM.');
  });

  it('say how many tries a sent e-mail took, when more than one', () => {
    expect(headline({ ...SENT_RECEIPT, attempts: 2 })).toBe(
      'Sent to customer@paintco.test on Jun 15, 2026, 12:04 PM, after 2 tries.',
    );
  });

  it('say an e-mail is queued and not sent yet', () => {
    expect(headline(QUEUED_MAIL)).toBe(
      'Queued for customer@paintco.test on Jun 15, 2026, 11:00 AM, not sent yet.',
    );
  });

  it('say a failing e-mail is not sent yet, and how many tries failed since when', () => {
    expect(headline(FAILED_MAIL)).toBe(
      `Not sent to ${FAILED_MAIL.to} yet: 3 tries failed since it was queued on Jun 15, 2026, 11:30 AM.`,
    );
    expect(headline({ ...FAILED_MAIL, attempts: 1 })).toMatch(/: 1 try failed since/);
  });
});
