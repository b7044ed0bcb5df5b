// Invoices and credit notes as finance reads them (issue 26, item 7): one record each, the
// sums in dollars like the orders export's. An invoice paid by card was paid when issued;
// one on account is open, overdue (from the day after its due date, UTC) or paid.
import { balanceOf, daysPastDue } from '../../domain/account-statement';
import { fromCents } from '../../domain/money';
import type { CsvCell } from './csv-text';

/** An invoice as the export sources read it. */
export interface InvoiceExportEntry {
  readonly number: string;
  /** ISO 8601, UTC. */
  readonly issuedAt: string;
  /** The company it was billed to, else the customer's name on it. */
  readonly billedTo: string;
  readonly orderNumber: number;
  readonly totalCents: number;
  /** Paid against it: its total when paid by card, its payments when on account. */
  readonly paidCents: number;
  readonly creditedCents: number;
  /** YYYY-MM-DD: only an invoice on account has one. */
  readonly dueDate?: string;
}

/** A credit note as the export sources read it. */
export interface CreditNoteExportEntry {
  readonly number: string;
  /** ISO 8601, UTC. */
  readonly issuedAt: string;
  readonly invoiceNumber: string;
  readonly orderNumber: number;
  readonly totalCents: number;
  readonly reason: string;
}

export const INVOICE_EXPORT_HEADER = [
  'Invoice',
  'Issued at (UTC)',
  'Company or customer',
  'Order',
  'Amount (USD)',
  'Paid (USD)',
  'Status',
  'Due date',
] as const;

export const CREDIT_NOTE_EXPORT_HEADER = [
  'Credit note',
  'Issued at (UTC)',
  'Invoice',
  'Order',
  'Amount (USD)',
  'Reason',
] as const;

export type InvoiceExportStatus = 'open' | 'paid' | 'overdue';

export function invoiceExportStatus(invoice: InvoiceExportEntry, today: Date): InvoiceExportStatus {
  if (invoice.dueDate === undefined || balanceOf(invoice) <= 0) return 'paid';
  return daysPastDue(invoice.dueDate, today) > 0 ? 'overdue' : 'open';
}

export const invoiceExportRow = (invoice: InvoiceExportEntry, today: Date): CsvCell[] => [
  invoice.number,
  invoice.issuedAt,
  invoice.billedTo,
  invoice.orderNumber,
  fromCents(invoice.totalCents),
  fromCents(invoice.paidCents),
  invoiceExportStatus(invoice, today),
  invoice.dueDate ?? '',
];

export const creditNoteExportRow = (note: CreditNoteExportEntry): CsvCell[] => [
  note.number,
  note.issuedAt,
  note.invoiceNumber,
  note.orderNumber,
  fromCents(note.totalCents),
  note.reason,
];
