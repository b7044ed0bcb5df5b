// The e-mails of approvals: an order waits for an approver (to each approver and company
// admin but its buyer), and the decision (to the buyer). Each links to where its reader acts.
import type { OutgoingMail } from './mail';
import { signedMailBody } from './mail-html';
import { MAIL_PAGES, pageUrl } from './mail-links';
import { formatAmount, fromCents } from './money';
import { approvalReasonSentence, type OrderApproval } from './order-approval';

export type MailApproval = Pick<
  OrderApproval,
  | 'orderId'
  | 'orderNumber'
  | 'buyerEmail'
  | 'buyerName'
  | 'totalCents'
  | 'reason'
  | 'limitCents'
  | 'decidedBy'
  | 'declineReason'
>;

const buyerOf = (approval: MailApproval): string => approval.buyerName || approval.buyerEmail;

export function approvalRequestedMail(
  approval: MailApproval,
  approver: string,
  siteUrl: string,
): OutgoingMail {
  const number = `#${approval.orderNumber}`;
  return {
    dedupeKey: `approval-requested:${approval.orderId}:${approver}`,
    to: approver,
    subject: `Order ${number} by ${buyerOf(approval)} waits for your approval`,
    ...signedMailBody({
      before: [
        'Hello,',
        `${buyerOf(approval)} placed order ${number} for ${formatAmount(fromCents(approval.totalCents))}. It waits for approval because ${approvalReasonSentence(approval)}.`,
      ],
      after: [
        'Its tools are held for it until it lapses unpaid; approve or decline it before then.',
      ],
      link: { label: 'Open Approvals', url: pageUrl(siteUrl, MAIL_PAGES.approvals()) },
    }),
  };
}

export function approvalDecidedMail(approval: MailApproval, siteUrl: string): OutgoingMail {
  const number = `#${approval.orderNumber}`;
  const approved = approval.declineReason === undefined;
  return {
    dedupeKey: `approval-decided:${approval.orderId}`,
    to: approval.buyerEmail,
    subject: approved ? `Order ${number} is approved` : `Order ${number} was declined`,
    ...signedMailBody({
      before: [`Hello ${buyerOf(approval)},`],
      after: approved
        ? [
            `${approval.decidedBy ?? 'Your approver'} approved your order ${number}. You can pay for it now.`,
          ]
        : [
            `${approval.decidedBy ?? 'Your approver'} declined your order ${number}: ${approval.declineReason ?? ''}`,
            'Its tools went back on sale.',
          ],
      link: approved
        ? {
            label: `Pay for order ${number}`,
            url: pageUrl(siteUrl, MAIL_PAGES.payment(approval.orderId)),
          }
        : { label: 'Open My Orders', url: pageUrl(siteUrl, MAIL_PAGES.myOrders()) },
    }),
  };
}
