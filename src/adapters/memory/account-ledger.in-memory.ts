// Every invoice on account of the in-memory world with what was paid and credited on it, for
// the readers across companies (the Overview's figures, the invoices export), as the SQL
// repositories read account_invoices with their payments and credit notes; and the
// invoices and credit notes as the exports list them.
import type {
  CreditNoteExportEntry,
  InvoiceExportEntry,
} from '../../application/exports/invoice-export-rows';
import type { KeptAccountInvoice } from '../../domain/account-statement';
import type { CreditNote } from '../../domain/credit-note';
import { accountsOf } from './account-store.in-memory';
import { companiesOf } from './company-store.in-memory';
import type { MemoryState } from './memory-state';

export type LedgerInvoice = KeptAccountInvoice & { readonly companyId: string };

export function accountInvoicesOf(state: MemoryState): LedgerInvoice[] {
  const { invoices, payments } = accountsOf(state);
  const notes = [...state.creditNotes.values()];
  const sumOf = (amounts: readonly number[]) => amounts.reduce((sum, cents) => sum + cents, 0);
  return invoices.map((invoice) => ({
    ...invoice,
    paidCents: sumOf(
      payments.filter((p) => p.invoiceNumber === invoice.number).map((p) => p.amountCents),
    ),
    creditedCents: creditedOn(notes, invoice.number),
  }));
}

/** Every invoice as the exports list it, with where its money stands (exports.sql.ts). */
export function invoiceEntriesOf(state: MemoryState): InvoiceExportEntry[] {
  const onAccount = new Map(accountInvoicesOf(state).map((kept) => [kept.number, kept]));
  const { companies } = companiesOf(state);
  const notes = [...state.creditNotes.values()];
  return [...state.invoices.values()].map((invoice) => {
    const kept = onAccount.get(invoice.number);
    const companyId = kept?.companyId ?? state.orders.get(invoice.orderId)?.companyId;
    const company = companyId === undefined ? undefined : companies.get(companyId);
    return {
      number: invoice.number,
      issuedAt: invoice.issuedAt,
      billedTo: company?.name ?? invoice.buyer.name,
      orderNumber: invoice.orderNumber,
      totalCents: invoice.totalCents,
      paidCents: kept ? kept.paidCents : invoice.totalCents,
      creditedCents: creditedOn(notes, invoice.number),
      ...(kept && { dueDate: kept.dueDate }),
    };
  });
}

const creditedOn = (notes: readonly CreditNote[], invoiceNumber: string): number =>
  notes
    .filter((note) => note.invoiceNumber === invoiceNumber)
    .reduce((sum, note) => sum + note.totalCents, 0);

export const creditNoteEntriesOf = (state: MemoryState): CreditNoteExportEntry[] =>
  [...state.creditNotes.values()].map((note) => ({
    number: note.number,
    issuedAt: note.issuedAt,
    invoiceNumber: note.invoiceNumber,
    orderNumber: note.orderNumber,
    totalCents: note.totalCents,
    reason: note.reason,
  }));
