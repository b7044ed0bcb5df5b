// Every invoice on account of the in-memory world with what was paid and credited on it, for
// the readers across companies (the Overview's figures, the invoices export), as the SQL
// repositories read account_invoices with their payments and credit notes.
import type { KeptAccountInvoice } from '../../domain/account-statement';
import { accountsOf } from './account-store.in-memory';
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
    creditedCents: sumOf(
      notes.filter((n) => n.invoiceNumber === invoice.number).map((n) => n.totalCents),
    ),
  }));
}
