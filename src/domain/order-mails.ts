// The e-mails a customer gets about an order: placed, paid (the receipt, or for an order put
// on its company's account the confirmation with its due date), shipped,
// cancelled, and about to lapse unpaid, each linking to the page it is about. Pure: the
// outbox stores what these return.
import { issueDay } from './invoice-layout';
import type { OutgoingMail } from './mail';
import { signedMailBody, type MailLink, type MailTable } from './mail-html';
import { MAIL_PAGES, pageUrl } from './mail-links';
import { formatAmount } from './money';
import type { Order } from './order';

export const ORDER_MAIL_KINDS = [
  'placed',
  'paid',
  'shipped',
  'cancelled',
  'expiring',
  'ready',
] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];

/** What the e-mails read of an order. */
export type MailOrder = Pick<
  Order,
  | '_id'
  | 'number'
  | 'name'
  | 'email'
  | 'lines'
  | 'toolPrice'
  | 'transactionId'
  | 'expiresAt'
  | 'account'
>;

/** "15 June 2026, 12:30 UTC": one zone for everyone, since the store does not know theirs. */
export function mailTime(iso: string): string {
  const day = issueDay(iso);
  const time = new Date(iso).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return `${day}, ${time} UTC`;
}

function linesTable(order: MailOrder): MailTable {
  return {
    head: ['Tool', 'Quantity', 'Unit price', 'Amount'],
    rows: order.lines.map((line) => [
      line.toolName,
      String(line.qty),
      formatAmount(line.unitPrice),
      formatAmount(line.total),
    ]),
    foot: ['Total', '', '', formatAmount(order.toolPrice)],
  };
}

interface Body {
  subject: string;
  before: string[];
  table: MailTable;
  after?: string[];
  /** Where the reader goes next: a path of the site (MAIL_PAGES). */
  link: { label: string; path: string };
}

/** When an unpaid order lapses; the reminder goes only to orders that have that moment. */
// Stryker disable next-line StringLiteral: any stand-in for a missing moment reads "Invalid Date" alike
const lapsesAt = (order: MailOrder): string => mailTime(order.expiresAt ?? '');

/** The confirmation of an order put on its company's account: nothing was paid yet. */
function onAccountBody(order: MailOrder, account: NonNullable<MailOrder['account']>): Body {
  const number = `#${order.number}`;
  return {
    subject: `Order ${number} confirmed on account`,
    before: [
      `Hello ${order.name},`,
      `Your order ${number} is confirmed on your company's account${account.poNumber === undefined ? '' : ` with PO number ${account.poNumber}`}. Its invoice is due by ${account.dueDate}:`,
    ],
    table: linesTable(order),
    after: ['We will write again when it ships.'],
    link: { label: `See order ${number} and its invoice`, path: MAIL_PAGES.order(order._id) },
  };
}

function bodyOf(kind: OrderMailKind, order: MailOrder): Body {
  const number = `#${order.number}`;
  const greeting = `Hello ${order.name},`;
  const table = linesTable(order);
  switch (kind) {
    case 'placed':
      return {
        subject: `Order ${number} placed`,
        before: [greeting, `Thank you for your order ${number}. We hold these tools for you:`],
        table,
        after: [
          order.expiresAt === undefined
            ? 'Please pay for it when you are ready.'
            : `Please pay for it by ${mailTime(order.expiresAt)}, or it lapses and the tools go back on sale.`,
        ],
        link: { label: `Pay for order ${number}`, path: MAIL_PAGES.payment(order._id) },
      };
    case 'paid':
      return order.account
        ? onAccountBody(order, order.account)
        : {
            subject: `Receipt for order ${number}`,
            before: [greeting, `We received your payment for order ${number}. Your receipt:`],
            table,
            after: [
              `Payment id: ${order.transactionId ?? 'unknown'}`,
              'We will write again when it ships.',
            ],
            link: {
              label: `See order ${number} and its invoice`,
              path: MAIL_PAGES.order(order._id),
            },
          };
    case 'shipped':
      return {
        subject: `Order ${number} shipped`,
        before: [greeting, `Your order ${number} is on its way:`],
        table,
        link: { label: `See order ${number}`, path: MAIL_PAGES.order(order._id) },
      };
    case 'cancelled':
      return {
        subject: `Order ${number} cancelled`,
        before: [
          greeting,
          `Your unpaid order ${number} was cancelled and nothing was charged. It held:`,
        ],
        table,
        // The order itself is gone: its customer's other orders remain.
        link: { label: 'See your orders', path: MAIL_PAGES.myOrders() },
      };
    case 'ready':
      // Sent once the last backordered unit of the order has its stock (backorder.ts).
      return {
        subject: `Order ${number} ready to ship`,
        before: [
          greeting,
          `The backordered tools of your order ${number} have arrived: every unit is ready to ship.`,
        ],
        table,
        after: ['We will write again when it ships.'],
        link: { label: `See order ${number}`, path: MAIL_PAGES.order(order._id) },
      };
    case 'expiring':
      return {
        subject: `Order ${number} lapses soon`,
        before: [
          greeting,
          `Your order ${number} is not paid yet. Unless it is paid by ${lapsesAt(order)}, it lapses and the tools go back on sale.`,
        ],
        table,
        link: { label: `Pay for order ${number}`, path: MAIL_PAGES.payment(order._id) },
      };
  }
}

/**
 * The e-mail about `kind` happening to `order`; one per order and kind. `siteUrl`: the
 * store's address, which its link starts with.
 */
export function orderMail(kind: OrderMailKind, order: MailOrder, siteUrl: string): OutgoingMail {
  const { subject, link, ...body } = bodyOf(kind, order);
  const to: MailLink = { label: link.label, url: pageUrl(siteUrl, link.path) };
  return {
    dedupeKey: `order-${kind}:${order._id}`,
    to: order.email,
    subject,
    ...signedMailBody({ ...body, link: to }),
  };
}
