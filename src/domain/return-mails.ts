// The e-mails of returns, to the customer who asked: accepted (with where and how to send
// the units) or refused (with the admin's reason). Each links to the order's page.
import type { InvoiceSeller } from './invoice';
import type { OutgoingMail } from './mail';
import { signedMailBody } from './mail-html';
import { MAIL_PAGES, pageUrl } from './mail-links';
import type { OrderReturn } from './order-return';

export type MailReturn = Pick<
  OrderReturn,
  '_id' | 'orderId' | 'orderNumber' | 'email' | 'lines' | 'refusal'
>;

const listed = (request: MailReturn) => ({
  head: ['Tool', 'Quantity'],
  rows: request.lines.map((line) => [line.toolName, String(line.qty)]),
});

export function returnAcceptedMail(
  request: MailReturn,
  returnTo: Pick<InvoiceSeller, 'name' | 'address'>,
  siteUrl: string,
): OutgoingMail {
  const number = `#${request.orderNumber}`;
  return {
    dedupeKey: `return-accepted:${request._id}`,
    to: request.email,
    subject: `Your return for order ${number} is accepted`,
    ...signedMailBody({
      before: ['Hello,', `We accepted your return for order ${number}. Please send back:`],
      table: listed(request),
      after: [
        `Pack them with a note saying "Return for order ${number}" and send them to ${returnTo.name}, ${returnTo.address}.`,
        'We refund them to your card once they arrive.',
      ],
      link: {
        label: `Open order ${number}`,
        url: pageUrl(siteUrl, MAIL_PAGES.order(request.orderId)),
      },
    }),
  };
}

export function returnRefusedMail(request: MailReturn, siteUrl: string): OutgoingMail {
  const number = `#${request.orderNumber}`;
  return {
    dedupeKey: `return-refused:${request._id}`,
    to: request.email,
    subject: `Your return for order ${number} was refused`,
    ...signedMailBody({
      before: [
        'Hello,',
        `We cannot accept your return for order ${number}: ${request.refusal ?? ''}`,
      ],
      after: ['Reply to this e-mail if you have a question about it.'],
      link: {
        label: `Open order ${number}`,
        url: pageUrl(siteUrl, MAIL_PAGES.order(request.orderId)),
      },
    }),
  };
}
