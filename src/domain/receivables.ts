// What companies owe the store on account (issue 26, item 7), as the Overview shows it: every
// open invoice's balance, and the part of it past its due date. Whole cents. A credit an
// invoice holds (refunded after it was paid) is the company's, so it lowers nothing here.
import { balanceOf, daysPastDue, type KeptAccountInvoice } from './account-statement';

export interface Receivables {
  readonly owedCents: number;
  readonly overdueCents: number;
}

export function receivablesOf(
  invoices: readonly Pick<
    KeptAccountInvoice,
    'dueDate' | 'totalCents' | 'paidCents' | 'creditedCents'
  >[],
  today: Date,
): Receivables {
  let owedCents = 0;
  let overdueCents = 0;
  for (const invoice of invoices) {
    const balance = balanceOf(invoice);
    if (balance <= 0) continue;
    owedCents += balance;
    if (daysPastDue(invoice.dueDate, today) > 0) overdueCents += balance;
  }
  return { owedCents, overdueCents };
}
