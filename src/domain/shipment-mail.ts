// The e-mail a customer gets for each shipment of their order: what left, with which
// carrier and tracking number, where to track it, and what is still to come. Pure: the
// outbox stores what this returns, once per shipment.
import type { OutgoingMail } from './mail';
import { signedMailBody } from './mail-html';
import { MAIL_PAGES, pageUrl } from './mail-links';
import type { MailOrder } from './order-mails';
import type { Shipment } from './shipment';

export function shipmentMail(
  order: Pick<MailOrder, '_id' | 'number' | 'name' | 'email'>,
  shipment: Pick<
    Shipment,
    '_id' | 'carrierName' | 'trackingNumber' | 'trackingUrl' | 'shippedOn' | 'lines'
  >,
  inFull: boolean,
  siteUrl: string,
): OutgoingMail {
  const number = `#${order.number}`;
  const tracking = `${shipment.carrierName} tracking number: ${shipment.trackingNumber}`;
  return {
    dedupeKey: `shipment:${shipment._id}`,
    to: order.email,
    subject: inFull ? `Order ${number} shipped` : `Part of order ${number} shipped`,
    ...signedMailBody({
      before: [
        `Hello ${order.name},`,
        inFull
          ? `The last tools of your order ${number} left us on ${shipment.shippedOn}:`
          : `Part of your order ${number} left us on ${shipment.shippedOn}; we will write again when the rest ships:`,
      ],
      table: {
        head: ['Tool', 'Quantity'],
        rows: shipment.lines.map((line) => [line.toolName, String(line.qty)]),
      },
      after: [tracking, ...(shipment.trackingUrl ? [`Track it: ${shipment.trackingUrl}`] : [])],
      link: {
        label: `See order ${number} and its shipments`,
        url: pageUrl(siteUrl, MAIL_PAGES.order(order._id)),
      },
    }),
  };
}
