// What an invoice document says, block by block, as text: the one layout both renderers
// draw (pdfkit on the server, the small PDF writer of the in-memory API), so the same
// snapshot reads the same wherever it is printed.
import {
  formatTaxRate,
  type Invoice,
  type InvoiceBuyer,
  type InvoiceLine,
  type InvoiceSeller,
} from './invoice';
import { formatAmount, fromCents } from './money';
import { PART_NUMBER_TEXT } from './part-number';

export type LabelledValue = readonly [label: string, value: string];

export interface InvoiceLayout {
  readonly title: string;
  /** Number, date, order, payment. */
  readonly facts: readonly LabelledValue[];
  readonly seller: readonly string[];
  readonly buyer: readonly string[];
  readonly columns: readonly [string, string, string, string];
  readonly rows: readonly (readonly [string, string, string, string])[];
  readonly totals: readonly LabelledValue[];
  readonly note: string;
}

/** "15 June 2026": the day of issue, in UTC like the number's year. */
export const issueDay = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Whole cents as the invoice prints them, as every amount reads: "$1,090.80". */
export const documentAmount = (cents: number): string => formatAmount(fromCents(cents));

const PART_NUMBER_PREFIX = 'Part number ';

/**
 * The part number a line of a tool's cell names, when the line is the part number's (the
 * lines after the tool's name): a renderer keeps it whole, never broken at a dash.
 */
export const partNumberIn = (line: string): string | undefined => {
  const partNumber = line.startsWith(PART_NUMBER_PREFIX)
    ? line.slice(PART_NUMBER_PREFIX.length)
    : undefined;
  return partNumber !== undefined && PART_NUMBER_TEXT.test(partNumber) ? partNumber : undefined;
};

/** The blocks an invoice and a credit note print alike: who sells, who buys, each line. */
export function documentParts(document: {
  readonly seller: InvoiceSeller;
  readonly buyer: InvoiceBuyer;
  readonly lines: readonly InvoiceLine[];
}): Pick<InvoiceLayout, 'seller' | 'buyer' | 'rows'> {
  const { seller, buyer } = document;
  return {
    seller: [seller.name, seller.address, `Tax id: ${seller.taxId}`],
    buyer: [buyer.name, buyer.address, buyer.email, buyer.phone],
    rows: document.lines.map((line) => [
      // The part number and the price's reason under the tool's name, as the order shows them.
      [
        line.description,
        line.partNumber === undefined ? undefined : `${PART_NUMBER_PREFIX}${line.partNumber}`,
        line.priceNote,
      ]
        .filter((part) => part !== undefined)
        .join('\n'),
      String(line.quantity),
      documentAmount(line.unitPriceCents),
      documentAmount(line.lineTotalCents),
    ]),
  };
}

export function invoiceLayout(invoice: Invoice): InvoiceLayout {
  const account = invoice.account;
  const facts: LabelledValue[] = [
    ['Invoice number', invoice.number],
    ['Issue date', issueDay(invoice.issuedAt)],
    ['Order', `#${invoice.orderNumber}`],
  ];
  if (account) {
    facts.push(['Payment', `On account, net ${account.netDays} days`]);
    facts.push(['Due date', issueDay(`${account.dueDate}T00:00:00Z`)]);
    if (account.poNumber !== undefined) facts.push(['PO number', account.poNumber]);
  } else {
    facts.push(['Payment', invoice.paymentId]);
  }
  return {
    title: `Invoice ${invoice.number}`,
    facts,
    ...documentParts(invoice),
    columns: ['Tool', 'Quantity', 'Unit price', 'Line total'],
    totals: [
      ['Subtotal (excluding tax)', documentAmount(invoice.subtotalCents)],
      [`Tax (${formatTaxRate(invoice.taxRate)})`, documentAmount(invoice.taxCents)],
      [
        `${account ? 'Total due' : 'Total paid'} (${invoice.currency})`,
        documentAmount(invoice.totalCents),
      ],
    ],
    note: account
      ? `Prices include tax. Please pay the total by ${issueDay(`${account.dueDate}T00:00:00Z`)}, quoting the invoice number.`
      : 'Prices include tax. Paid in full by card; nothing is due.',
  };
}
