// The e-mails as their reader gets them: the plain text, and the HTML read the way a mail
// client shows it (paragraphs and a table, user text escaped), which must say the same.
import { decodeHTML } from 'entities';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, mailHtml, tableText, type MailTable } from './mail-html';
import { MAIL_STATUSES, MAIL_STATUS_LABELS, mailStatusOf } from './mail';
import { ORDER_MAIL_KINDS, orderMail, type MailOrder } from './order-mails';
import { quoteMail, type MailQuote } from './quote-mails';

type Cell = { readonly bold: boolean; readonly text: string };
type Block =
  | { readonly paragraph: string }
  | { readonly link: { readonly label: string; readonly href: string } }
  | { readonly table: readonly (readonly Cell[])[] };

/** Reads `text` as a run of `pattern` matches and nothing else; any other markup throws. */
function readAll<T>(text: string, pattern: RegExp, read: (match: RegExpExecArray) => T): T[] {
  const sticky = new RegExp(pattern.source, 'ys');
  const items: T[] = [];
  while (sticky.lastIndex < text.length) {
    const match = sticky.exec(text);
    if (!match) throw new Error(`Unexpected HTML: ${text.slice(sticky.lastIndex)}`);
    items.push(read(match));
  }
  return items;
}

/**
 * Element text as shown: entities decoded, a line break as a new line; any other raw tag
 * inside means user text went unescaped.
 */
function shown(html: string): string {
  const text = html.replaceAll('<br>', '\n');
  if (/[<>]/.test(text)) throw new Error(`Markup inside a paragraph or cell: ${html}`);
  return decodeHTML(text);
}

/** What a mail client shows of one of our e-mails, block by block. */
function readMailHtml(html: string): Block[] {
  const body = /^<!doctype html><html><body[^>]*>(.*)<\/body><\/html>$/s.exec(html);
  if (!body) throw new Error(`Not a whole HTML document: ${html}`);
  return readAll(
    body[1] ?? '',
    /<p><a href="([^"]*)">(.*?)<\/a><\/p>|<p>(.*?)<\/p>|<table[^>]*>(.*?)<\/table>/,
    (block): Block => {
      if (block[1] !== undefined) {
        return { link: { href: decodeHTML(block[1]), label: shown(block[2] ?? '') } };
      }
      if (block[3] !== undefined) return { paragraph: shown(block[3]) };
      return {
        table: readAll(block[4] ?? '', /<tr>(.*?)<\/tr>/, (row) =>
          readAll(row[1] ?? '', /<(th|td)[^>]*>(.*?)<\/\1>/, (cell) => ({
            bold: cell[1] === 'th',
            text: shown(cell[2] ?? ''),
          })),
        ),
      };
    },
  );
}

/** The HTML's blocks written the way the plain text writes them. */
const asText = (blocks: readonly Block[]): string[] =>
  blocks.map((block) => {
    if ('paragraph' in block) return block.paragraph;
    if ('link' in block) return `${block.link.label}: ${block.link.href}`;
    return block.table.map((row) => row.map((cell) => cell.text).join(' | ')).join('\n');
  });

/** The link a mail client shows, as its reader follows it. */
const linksOf = (html: string) =>
  readMailHtml(html).flatMap((block) => ('link' in block ? [block.link] : []));

/** The store's address as configured (its trailing slash is not doubled in links). */
const SITE = 'https://shop.paintco.example/';

const SIGNATURE = 'PaintCo\nPaintCo Tools, Inc.';

const paragraphs = (text: string): string[] => text.split('\n\n');

const tableOf = (html: string) => {
  const table = readMailHtml(html).find((block) => 'table' in block);
  return table && 'table' in table ? table.table : [];
};

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

const orderTable = [
  'Tool | Quantity | Unit price | Amount',
  'Roller & Tray | 3 | $12.50 | $37.50',
  'Brush | 2 | $4.00 | $8.00',
  'Total |  |  | $45.50',
].join('\n');

const quote: MailQuote = {
  _id: 'quote-1',
  name: 'Robin',
  email: 'robin@paintco.test',
  lines: [{ toolId: 't1', toolName: 'Sprayer', toolImg: '', qty: 40, unitPrice: 90, total: 3600 }],
  expiresAt: '2026-06-22T12:00:00.000Z',
};

describe('the order e-mails', () => {
  it('sends the receipt when paid: every line, quantity, unit price, the total and payment id', () => {
    const mail = orderMail('paid', order, SITE);
    expect(mail).toMatchObject({
      dedupeKey: 'order-paid:order-1',
      to: 'casey@paintco.test',
      subject: 'Receipt for order #1042',
    });
    expect(mail.text).toContain('Roller & Tray | 3 | $12.50 | $37.50');
    expect(mail.text).toContain('Brush | 2 | $4.00 | $8.00');
    expect(mail.text).toContain('Total |  |  | $45.50');
    expect(mail.text).toContain('Payment id: pi_local_abc');
    expect(mail.html).toContain('pi_local_abc');
  });

  const payPage = 'https://shop.paintco.example/dashboard/payment/order-1';
  const orderPage = 'https://shop.paintco.example/dashboard/order/order-1';

  it.each([
    [
      'placed',
      'Thank you for your order #1042. We hold these tools for you:',
      ['Please pay for it by 15 June 2026, 12:30 UTC, or it lapses and the tools go back on sale.'],
      `Pay for order #1042: ${payPage}`,
    ],
    [
      'paid',
      'We received your payment for order #1042. Your receipt:',
      ['Payment id: pi_local_abc', 'We will write again when it ships.'],
      `See order #1042 and its invoice: ${orderPage}`,
    ],
    ['shipped', 'Your order #1042 is on its way:', [], `See order #1042: ${orderPage}`],
    [
      'cancelled',
      'Your unpaid order #1042 was cancelled and nothing was charged. It held:',
      [],
      'See your orders: https://shop.paintco.example/dashboard/myOrders',
    ],
    [
      'expiring',
      'Your order #1042 is not paid yet. Unless it is paid by 15 June 2026, 12:30 UTC, it lapses and the tools go back on sale.',
      [],
      `Pay for order #1042: ${payPage}`,
    ],
  ] as const)(
    '%s: greets, says what happened, lists the lines, what next, links its page and signs',
    (kind, news, next, link) => {
      expect(paragraphs(orderMail(kind, order, SITE).text)).toEqual([
        'Hello Casey <Customer>,',
        news,
        orderTable,
        ...next,
        link,
        SIGNATURE,
      ]);
    },
  );

  it.each([
    ['placed', 'Pay for order #1042', payPage],
    ['paid', 'See order #1042 and its invoice', orderPage],
    ['shipped', 'See order #1042', orderPage],
    ['expiring', 'Pay for order #1042', payPage],
  ] as const)('%s: the HTML links to the page it is about', (kind, label, href) => {
    expect(linksOf(orderMail(kind, order, SITE).html)).toEqual([{ label, href }]);
  });

  it('signs in HTML with the site and the company, one name a line', () => {
    expect(orderMail('shipped', order, SITE).html).toMatch(
      /<p>PaintCo<br>PaintCo Tools, Inc\.<\/p><\/body>/,
    );
  });

  it('asks an order with no deadline to be paid, and links its payment page', () => {
    const { expiresAt: _deadline, ...undated } = order;
    expect(paragraphs(orderMail('placed', undated, SITE).text)).toEqual(
      expect.arrayContaining([
        'Please pay for it when you are ready.',
        `Pay for order #1042: ${payPage}`,
      ]),
    );
  });

  it('says the payment id is unknown when the order has none', () => {
    const { transactionId: _payment, ...unrecorded } = order;
    expect(paragraphs(orderMail('paid', unrecorded, SITE).text)).toContain('Payment id: unknown');
  });

  it.each(ORDER_MAIL_KINDS)('%s: the HTML says what the text says', (kind) => {
    const mail = orderMail(kind, order, SITE);
    expect(asText(readMailHtml(mail.html))).toEqual(paragraphs(mail.text));
  });

  it('shows the column names and the total in bold, the lines plain', () => {
    const rows = tableOf(orderMail('paid', order, SITE).html);
    expect(rows.map((row) => row.map((cell) => cell.bold))).toEqual([
      [true, true, true, true],
      [false, false, false, false],
      [false, false, false, false],
      [true, true, true, true],
    ]);
  });

  it('escapes what customers typed in the HTML, not in the text', () => {
    const mail = orderMail('placed', order, SITE);
    expect(mail.html).toContain('Hello Casey &lt;Customer&gt;,');
    expect(mail.html).toContain('Roller &amp; Tray');
    expect(mail.html).not.toContain('<Customer>');
    expect(mail.text).toContain('Hello Casey <Customer>,');
  });

  it('reads the same in HTML as in text whatever a customer or admin typed', () => {
    const typed = fc.string({ unit: fc.constantFrom('a', ' ', '<', '>', '&', '"', "'", 'é', ';') });
    fc.assert(
      fc.property(
        typed,
        fc.array(typed, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(...ORDER_MAIL_KINDS),
        (name, toolNames, kind) => {
          const lines = toolNames.map((toolName, index) => ({
            toolId: `t${index}`,
            toolName,
            toolImg: '',
            qty: 1,
            unitPrice: 2,
            total: 2,
          }));
          const mail = orderMail(kind, { ...order, name, lines }, SITE);
          expect(asText(readMailHtml(mail.html))).toEqual(paragraphs(mail.text));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('tells when an unpaid order lapses', () => {
    const expiring = orderMail('expiring', order, SITE);
    expect(expiring.subject).toBe('Order #1042 lapses soon');
    expect(expiring.text).toContain('paid by 15 June 2026, 12:30 UTC');
  });

  it('has one subject and one key per kind of event', () => {
    const mails = ORDER_MAIL_KINDS.map((kind) => orderMail(kind, order, SITE));
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Order #1042 placed',
      'Receipt for order #1042',
      'Order #1042 shipped',
      'Order #1042 cancelled',
      'Order #1042 lapses soon',
      'Order #1042 ready to ship',
    ]);
    expect(new Set(mails.map((mail) => mail.dedupeKey)).size).toBe(6);
  });
});

describe('the quote e-mails', () => {
  it('gives the prices, their total and until when they hold', () => {
    const mail = quoteMail(
      'priced',
      {
        ...quote,
        lines: [
          ...quote.lines,
          { toolId: 't2', toolName: 'Mask', toolImg: '', qty: 10, unitPrice: 2.5, total: 25 },
        ],
      },
      SITE,
    );
    expect(mail.subject).toBe('Your quote is ready');
    expect(paragraphs(mail.text)).toEqual([
      'Hello Robin,',
      'We have priced the tools you asked about:',
      [
        'Tool | Quantity | Unit price | Amount',
        'Sprayer | 40 | $90.00 | $3,600.00',
        'Mask | 10 | $2.50 | $25.00',
        'Total |  |  | $3,625.00',
      ].join('\n'),
      'These prices hold until 22 June 2026, 12:00 UTC. Reply to this e-mail to order at these prices.',
      SIGNATURE,
    ]);
    expect(mail.dedupeKey).toBe('quote-priced:quote-1:2026-06-22T12:00:00.000Z');
  });

  it('adds the lines’ amounts in cents: $0.70 + $0.20 + $0.10 is $1.00', () => {
    const line = (toolName: string, total: number) => ({
      toolId: toolName,
      toolName,
      toolImg: '',
      qty: 1,
      unitPrice: total,
      total,
    });
    const mail = quoteMail(
      'priced',
      {
        ...quote,
        lines: [line('Tape', 0.7), line('Rag', 0.2), line('Pin', 0.1)],
      },
      SITE,
    );
    expect(mail.text).toContain('Total |  |  | $1.00\n');
  });

  it('sends the owner of a quote to My Quotes by a link, and anyone else to answer the e-mail', () => {
    const owned = quoteMail('priced', { ...quote, account: 'robin@paintco.test' }, SITE);
    expect(owned.text).toContain('Accept them from My Quotes.');
    expect(owned.text).not.toContain('Reply');
    expect(linksOf(owned.html)).toEqual([
      { label: 'Open My Quotes', href: 'https://shop.paintco.example/dashboard/myQuotes' },
    ]);
    const anonymous = quoteMail('priced', quote, SITE);
    expect(anonymous.text).toContain('Reply to this e-mail to order at these prices.');
    expect(anonymous.text).not.toContain('My Quotes');
    expect(linksOf(anonymous.html)).toEqual([]);
  });

  it('links a declined quote to My Quotes for its owner, and to the quote form for anyone else', () => {
    const owned = quoteMail('declined', { ...quote, account: 'robin@paintco.test' }, SITE);
    expect(linksOf(owned.html)).toEqual([
      { label: 'Open My Quotes', href: 'https://shop.paintco.example/dashboard/myQuotes' },
    ]);
    expect(linksOf(quoteMail('declined', quote, SITE).html)).toEqual([
      { label: 'Ask for a new quote', href: 'https://shop.paintco.example/quote' },
    ]);
  });

  it('says a declined request is closed, with no prices', () => {
    const mail = quoteMail('declined', quote, SITE);
    expect(mail).toMatchObject({
      to: 'robin@paintco.test',
      subject: 'Your quote request was declined',
      dedupeKey: 'quote-declined:quote-1',
    });
    expect(paragraphs(mail.text)).toEqual([
      'Hello Robin,',
      'Your quote request has been declined and is now closed.',
      'You are welcome to order from the catalogue, or to ask for a new quote.',
      'Ask for a new quote: https://shop.paintco.example/quote',
      SIGNATURE,
    ]);
  });

  it.each(['priced', 'declined'] as const)('%s: the HTML says what the text says', (kind) => {
    const mail = quoteMail(kind, { ...quote, name: 'Robin <R&D>' }, SITE);
    expect(asText(readMailHtml(mail.html))).toEqual(paragraphs(mail.text));
    expect(mail.html).toContain('Hello Robin &lt;R&amp;D&gt;,');
  });
});

describe('the HTML every e-mail shares', () => {
  const table: MailTable = { head: ['Tool', 'Qty'], rows: [['Tray', '2']] };

  it('is a whole document of escaped paragraphs when there is no table', () => {
    const html = mailHtml({ before: ['Hi <you>,', 'Fine & dandy'] });
    expect(html.startsWith('<!doctype html><html><body')).toBe(true);
    expect(html.endsWith('</body></html>')).toBe(true);
    expect(readMailHtml(html)).toEqual([{ paragraph: 'Hi <you>,' }, { paragraph: 'Fine & dandy' }]);
  });

  it('puts the table between the paragraphs, with no bold last row unless it has a foot', () => {
    const html = mailHtml({ before: ['Before'], table, after: ['After'] });
    expect(readMailHtml(html)).toEqual([
      { paragraph: 'Before' },
      {
        table: [
          [
            { bold: true, text: 'Tool' },
            { bold: true, text: 'Qty' },
          ],
          [
            { bold: false, text: 'Tray' },
            { bold: false, text: '2' },
          ],
        ],
      },
      { paragraph: 'After' },
    ]);
  });

  it('writes a table as text one row a line, cells between bars', () => {
    expect(tableText(table)).toBe('Tool | Qty\nTray | 2');
    expect(tableText({ ...table, foot: ['Total', '2'] })).toBe('Tool | Qty\nTray | 2\nTotal | 2');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});

describe('the Mailbox', () => {
  it('reads sent, failed and queued from an outbox row', () => {
    expect(mailStatusOf({ sentAt: '2026-06-15T12:00:00Z', lastError: 'x' })).toBe('sent');
    expect(mailStatusOf({ lastError: '421 try later' })).toBe('failed');
    expect(mailStatusOf({})).toBe('queued');
  });

  it('names each status in a word', () => {
    expect(MAIL_STATUSES.map((status) => MAIL_STATUS_LABELS[status])).toEqual([
      'Queued',
      'Sent',
      'Failed',
    ]);
  });
});
