// Invoice: what a paid order's invoice says, fixed at the moment it is issued (the seller's
// details and the tax rate of that day, the order's buyer and lines) and never changed after.
// Amounts are whole cents. The store's prices include tax, so the invoice total is exactly
// what the card was charged, and the tax line says how much of it is tax.
import type { InvoiceAccount } from './account-terms';
import { LEGAL_NAME } from './brand';
import { toCents } from './money';
import type { Order } from './order';

export interface InvoiceSeller {
  readonly name: string;
  readonly address: string;
  readonly taxId: string;
}

/** The order's buyer, as the invoice names them. */
export type InvoiceBuyer = Readonly<Pick<Order, 'name' | 'email' | 'address' | 'phone'>>;

export interface InvoiceLine {
  readonly description: string;
  /** The part number the tool was ordered under (issue 27); absent on older lines. */
  readonly partNumber?: string;
  /** Why the unit price is what it is, when not the list price ("Contract price for …"). */
  readonly priceNote?: string;
  readonly quantity: number;
  readonly unitPriceCents: number;
  readonly lineTotalCents: number;
}

/** What the store's configuration says every invoice carries. */
export interface InvoiceTerms {
  readonly seller: InvoiceSeller;
  /** A fraction: 0.2 is 20 %. Prices include it. */
  readonly taxRate: number;
}

export interface Invoice {
  /** INV-<year of issue>-<sequence, six digits at least>: see formatInvoiceNumber. */
  readonly number: string;
  /** The gapless sequence the database hands out: 1, 2, 3 … across all years. */
  readonly sequence: number;
  readonly orderId: string;
  readonly orderNumber: number;
  /** ISO 8601, UTC. */
  readonly issuedAt: string;
  /** The payment (transaction id) that paid the order. */
  readonly paymentId: string;
  readonly currency: 'USD';
  readonly seller: InvoiceSeller;
  readonly buyer: InvoiceBuyer;
  readonly lines: readonly InvoiceLine[];
  readonly taxRate: number;
  /** The total without its tax. */
  readonly subtotalCents: number;
  readonly taxCents: number;
  /** What was paid: subtotal + tax. */
  readonly totalCents: number;
  /** An order confirmed on account: its terms, due date and PO number (account-terms.ts). */
  readonly account?: InvoiceAccount;
}

/**
 * The seller of a store that has not configured its own: the company's legal name, with an
 * address and a tax id that say they are a demo's.
 */
export const DEMO_INVOICE_TERMS: InvoiceTerms = {
  seller: {
    name: LEGAL_NAME,
    address: '1 Canvas Row, Springfield, 00000',
    taxId: 'DEMO-TAX-0000',
  },
  taxRate: 0,
};

/**
 * The one numbering rule: `INV-2026-000001`. The year is the year of issue (UTC); the
 * sequence never restarts, so the numbers stay gapless across a new year (INV-2027-000042
 * follows INV-2026-000041). Past 999,999 it simply grows a digit.
 */
export const formatInvoiceNumber = (issuedAt: Date, sequence: number): string =>
  formatDocumentNumber('INV', issuedAt, sequence);

/** The numbering rule of every document the store issues: `<prefix>-<year>-<sequence>`. */
export function formatDocumentNumber(prefix: string, issuedAt: Date, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`A document sequence starts at 1, not ${sequence}`);
  }
  return `${prefix}-${issuedAt.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`;
}

/** Tax rates are kept to basis points (0.01 %), so the arithmetic below stays in integers. */
const BASIS = 10_000;

/**
 * The tax within a tax-inclusive total: total × rate / (1 + rate), rounded once, for the
 * whole invoice, to the nearest cent (halves up). The subtotal is what remains, so
 * subtotal + tax is the total to the cent.
 */
export function invoiceTotals(
  lineTotalsCents: readonly number[],
  taxRate: number,
): { subtotalCents: number; taxCents: number; totalCents: number } {
  const totalCents = lineTotalsCents.reduce((sum, cents) => sum + cents, 0);
  const rate = Math.round(taxRate * BASIS);
  const taxCents = Math.floor((2 * totalCents * rate + (BASIS + rate)) / (2 * (BASIS + rate)));
  return { subtotalCents: totalCents - taxCents, taxCents, totalCents };
}

/** The invoice of a paid order, as it is issued. */
export function issueInvoice(
  order: Order,
  issue: {
    terms: InvoiceTerms;
    sequence: number;
    issuedAt: Date;
    paymentId: string;
    account?: InvoiceAccount | undefined;
  },
): Invoice {
  const lines: InvoiceLine[] = order.lines.map((line) => ({
    description: line.toolName,
    ...(line.partNumber === undefined ? {} : { partNumber: line.partNumber }),
    ...(line.priceReason === undefined ? {} : { priceNote: line.priceReason }),
    quantity: line.qty,
    unitPriceCents: toCents(line.unitPrice),
    lineTotalCents: toCents(line.total),
  }));
  const totals = invoiceTotals(
    lines.map((line) => line.lineTotalCents),
    issue.terms.taxRate,
  );
  return {
    number: formatInvoiceNumber(issue.issuedAt, issue.sequence),
    sequence: issue.sequence,
    orderId: order._id,
    orderNumber: order.number,
    issuedAt: issue.issuedAt.toISOString(),
    paymentId: issue.paymentId,
    currency: 'USD',
    seller: issue.terms.seller,
    buyer: { name: order.name, email: order.email, address: order.address, phone: order.phone },
    lines,
    taxRate: issue.terms.taxRate,
    ...totals,
    ...(issue.account && { account: issue.account }),
  };
}

/** The file name a person saves it under. */
export const invoiceFileName = (invoiceNumber: string): string => `${invoiceNumber}.pdf`;

/** "20 %", "5.5 %". */
export const formatTaxRate = (rate: number): string =>
  `${Math.round(rate * BASIS) / (BASIS / 100)} %`;
