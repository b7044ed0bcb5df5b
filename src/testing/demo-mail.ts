// Mailbox rows for stories and page tests: sent, queued and failed e-mails.
import type { MailboxEntry } from '../domain/mail';
import type { Page } from '../domain/page';

export const SENT_RECEIPT: MailboxEntry = {
  _id: 'mail-3',
  to: 'customer@paintco.test',
  subject: 'Receipt for order #1042',
  text: [
    'Hello Casey Customer,',
    'We received your payment for order #1042. Your receipt:',
    'Tool | Quantity | Unit price | Amount\nPro Paint Roller | 10 | $15.00 | $150.00\nTotal |  |  | $150.00',
    'Payment id: pi_local_4f2a9c',
    'We will write again when it ships.',
    'See order #1042 and its invoice: http://127.0.0.1:5173/dashboard/order/order-1042',
    'PaintCo\nPaintCo Tools, Inc.',
  ].join('\n\n'),
  status: 'sent',
  attempts: 1,
  createdAt: '2026-06-15T12:04:00.000Z',
  sentAt: '2026-06-15T12:04:01.000Z',
};

export const FAILED_MAIL: MailboxEntry = {
  _id: 'mail-2',
  to: 'robin.painter-with-a-rather-long-address@decorators.example.co.uk',
  subject: 'Your quote is ready',
  text: 'Hello Robin,\n\nWe have priced the tools you asked about.',
  status: 'failed',
  attempts: 3,
  createdAt: '2026-06-15T11:30:00.000Z',
  lastError: '451 4.3.0 Mailbox temporarily unavailable',
};

export const QUEUED_MAIL: MailboxEntry = {
  _id: 'mail-1',
  to: 'customer@paintco.test',
  subject: 'Order #1042 placed',
  text: 'Hello Casey Customer,\n\nThank you for your order #1042.',
  status: 'queued',
  attempts: 0,
  createdAt: '2026-06-15T11:00:00.000Z',
};

export const DEMO_MAIL: readonly MailboxEntry[] = [SENT_RECEIPT, FAILED_MAIL, QUEUED_MAIL];

export const mailPage = (
  items: readonly MailboxEntry[],
  total = items.length,
): Page<MailboxEntry> => ({
  items,
  total,
  page: 1,
  pageSize: 20,
});
