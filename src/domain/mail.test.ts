import { describe, expect, it } from 'vitest';
import { escapeHtml } from './mail-html';
import { mailStatusOf } from './mail';
import { orderMail, type MailOrder } from './order-mails';
import { quoteMail, type MailQuote } from './quote-mails';

const order: MailOrder = {
  _id: 'order-1',
  number: 1042,
  name: 'Casey <Customer>',
  email: 'casey@paintco.test',
  lines: [
    { toolId: 't1', toolName: 'Roller & Tray', toolImg: '', qty: 3, unitPrice: 12.5, total: 37.5 },
    { toolId: 't2', toolName: 'Brush', toolImg: '', qty: 2, unitPrice: 4, total: 8 },
  ],
  toolPrice: 45.5,
  transactionId: 'pi_local_abc',
  expiresAt: '2026-06-15T12:30:00.000Z',
};

const quote: MailQuote = {
  _id: 'quote-1',
  name: 'Robin',
  email: 'robin@paintco.test',
  lines: [{ toolId: 't1', toolName: 'Sprayer', toolImg: '', qty: 40, unitPrice: 90, total: 3600 }],
  expiresAt: '2026-06-22T12:00:00.000Z',
};

describe('the order e-mails', () => {
  it('sends the receipt when paid: every line, quantity, unit price, the total and payment id', () => {
    const mail = orderMail('paid', order);
    expect(mail).toMatchObject({
      dedupeKey: 'order-paid:order-1',
      to: 'casey@paintco.test',
      subject: 'Receipt for order #1042',
    });
    expect(mail.text).toContain('Roller & Tray | 3 | $12.50 | $37.50');
    expect(mail.text).toContain('Brush | 2 | $4 | $8');
    expect(mail.text).toContain('Total |  |  | $45.50');
    expect(mail.text).toContain('Payment id: pi_local_abc');
    expect(mail.html).toContain('pi_local_abc');
  });

  it('escapes what customers typed in the HTML, not in the text', () => {
    const mail = orderMail('placed', order);
    expect(mail.html).toContain('Hello Casey &lt;Customer&gt;,');
    expect(mail.html).toContain('Roller &amp; Tray');
    expect(mail.html).not.toContain('<Customer>');
    expect(mail.text).toContain('Hello Casey <Customer>,');
  });

  it('tells when an unpaid order lapses', () => {
    expect(orderMail('placed', order).text).toContain(
      'Please pay for it by 15 June 2026, 12:30 UTC',
    );
    const expiring = orderMail('expiring', order);
    expect(expiring.subject).toBe('Order #1042 lapses soon');
    expect(expiring.text).toContain('paid by 15 June 2026, 12:30 UTC');
  });

  it('has one subject and one key per kind of event', () => {
    const mails = (['placed', 'paid', 'shipped', 'cancelled', 'expiring'] as const).map((kind) =>
      orderMail(kind, order),
    );
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Order #1042 placed',
      'Receipt for order #1042',
      'Order #1042 shipped',
      'Order #1042 cancelled',
      'Order #1042 lapses soon',
    ]);
    expect(new Set(mails.map((mail) => mail.dedupeKey)).size).toBe(5);
  });
});

describe('the quote e-mails', () => {
  it('gives the prices and until when they hold', () => {
    const mail = quoteMail('priced', quote);
    expect(mail.subject).toBe('Your quote is ready');
    expect(mail.text).toContain('Sprayer | 40 | $90 | $3,600');
    expect(mail.text).toContain('until 22 June 2026, 12:00 UTC');
    expect(mail.dedupeKey).toBe('quote-priced:quote-1:2026-06-22T12:00:00.000Z');
  });

  it('sends the owner of a quote to My Quotes, and anyone else to answer the e-mail', () => {
    const owned = quoteMail('priced', { ...quote, account: 'robin@paintco.test' }).text;
    expect(owned).toContain('Accept them from My Quotes.');
    expect(owned).not.toContain('Reply');
    const anonymous = quoteMail('priced', quote).text;
    expect(anonymous).toContain('Reply to this e-mail to order at these prices.');
    expect(anonymous).not.toContain('My Quotes');
  });

  it('says a declined request is closed, with no prices', () => {
    const mail = quoteMail('declined', quote);
    expect(mail).toMatchObject({ to: 'robin@paintco.test', dedupeKey: 'quote-declined:quote-1' });
    expect(mail.text).toContain('has been declined and is now closed');
    expect(mail.text).not.toContain('$');
  });
});

describe('mail helpers', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('reads sent, failed and queued from an outbox row', () => {
    expect(mailStatusOf({ sentAt: '2026-06-15T12:00:00Z', lastError: 'x' })).toBe('sent');
    expect(mailStatusOf({ lastError: '421 try later' })).toBe('failed');
    expect(mailStatusOf({})).toBe('queued');
  });
});
