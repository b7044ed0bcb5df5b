// The invoices and credit notes of the in-memory world as the exports list them (exports.sql.ts),
// over the accounts' one reading of what was paid and credited (account-store.in-memory.ts).
import type {
  CreditNoteExportEntry,
  InvoiceExportEntry,
} from '../../application/exports/invoice-export-rows';
import { accountInvoicesOf, creditedOn } from './account-store.in-memory';
import { companiesOf } from './company-store.in-memory';
import type { MemoryState } from './memory-state';

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

export const creditNoteEntriesOf = (state: MemoryState): CreditNoteExportEntry[] =>
  [...state.creditNotes.values()].map((note) => ({
    number: note.number,
    issuedAt: note.issuedAt,
    invoiceNumber: note.invoiceNumber,
    orderNumber: note.orderNumber,
    totalCents: note.totalCents,
    reason: note.reason,
  }));
