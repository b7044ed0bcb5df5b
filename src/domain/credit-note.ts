// Credit note: the document a refund issues, against the invoice of the order it refunds.
// Like an invoice it is fixed when issued and never changed, numbered without gaps in its
// own sequence (CN-2026-000001), and in whole cents, tax included.
import { formatDocumentNumber, invoiceTotals, type Invoice, type InvoiceLine } from './invoice';
import type { Refund } from './refund';

/**
 * How the credit was given back: to the card that paid, naming the gateway's refund, or
 * against the company's account for an order paid on account (no money moves: the
 * invoice owes less), so the document and its numbering stay one whatever the payment.
 */
export interface CardRefundSettlement {
  readonly kind: 'card-refund';
  /** The payment (transaction id) the money went back to. */
  readonly paymentId: string;
  /** The gateway's id of the refund (re_…). */
  readonly gatewayRefundId: string;
}
export interface AccountCreditSettlement {
  readonly kind: 'account-credit';
}
export type CreditSettlement = CardRefundSettlement | AccountCreditSettlement;

/**
 * Laid out as the invoice it credits; its sequence is gapless across all years, its own
 * apart from the invoices'; its tax rate the invoice's (the tax given back is the tax that
 * was charged), and its total what was given back: subtotal + tax.
 */
export interface CreditNote extends Omit<Invoice, 'number' | 'paymentId' | 'account'> {
  /** CN-<year of issue>-<sequence, six digits at least>. */
  readonly number: string;
  readonly refundId: string;
  /** The invoice it credits. */
  readonly invoiceNumber: string;
  readonly reason: string;
  readonly settlement: CreditSettlement;
}

export const formatCreditNoteNumber = (issuedAt: Date, sequence: number): string =>
  formatDocumentNumber('CN', issuedAt, sequence);

/** The line a refund of an amount (no lines) prints. */
export const AMOUNT_REFUND_LINE = 'Refund of an amount';

/** The refunded lines as the credit note prints them: the invoice's unit price, the share given back. */
function creditLines(refund: Refund, invoice: Invoice): InvoiceLine[] {
  if (refund.lines.length === 0) {
    return [
      {
        description: AMOUNT_REFUND_LINE,
        quantity: 1,
        unitPriceCents: refund.amountCents,
        lineTotalCents: refund.amountCents,
      },
    ];
  }
  return refund.lines.map((line) => {
    const invoiced = invoice.lines[line.line];
    return {
      description: line.toolName,
      ...(invoiced?.partNumber === undefined ? {} : { partNumber: invoiced.partNumber }),
      quantity: line.qty,
      unitPriceCents: invoiced?.unitPriceCents ?? 0,
      lineTotalCents: line.amountCents,
    };
  });
}

/** The credit note of a refund that went through, as it is issued. */
export function issueCreditNote(
  refund: Refund,
  invoice: Invoice,
  issue: { sequence: number; issuedAt: Date; settlement: CreditSettlement },
): CreditNote {
  const lines = creditLines(refund, invoice);
  const totals = invoiceTotals(
    lines.map((line) => line.lineTotalCents),
    invoice.taxRate,
  );
  return {
    number: formatCreditNoteNumber(issue.issuedAt, issue.sequence),
    sequence: issue.sequence,
    refundId: refund._id,
    orderId: refund.orderId,
    orderNumber: refund.orderNumber,
    invoiceNumber: invoice.number,
    issuedAt: issue.issuedAt.toISOString(),
    reason: refund.reason,
    settlement: issue.settlement,
    currency: 'USD',
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines,
    taxRate: invoice.taxRate,
    ...totals,
  };
}

/** The file name a person saves it under. */
export const creditNoteFileName = (number: string): string => `${number}.pdf`;
