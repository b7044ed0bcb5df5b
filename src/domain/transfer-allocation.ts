// One bank transfer spread over several invoices of a company (issue 26, item 3): a store
// admin picks the invoices the transfer paid and enters the one amount received; it pays
// the oldest invoice first, then the next, and whatever it does not cover stays open. It may
// never pay more than the chosen invoices still owe, so it is refused whole instead.
import { balanceOf, type KeptAccountInvoice } from './account-statement';

export interface TransferAllocation {
  readonly invoiceNumber: string;
  readonly amountCents: number;
}

export type TransferAllocationOutcome =
  | { readonly allocations: readonly TransferAllocation[] }
  | { readonly refused: 'no-such-invoice'; readonly invoiceNumber: string }
  | {
      readonly refused: 'transfer-too-large';
      readonly balanceCents: number;
      readonly invoiceCount: number;
    };

/** Oldest first: by the day issued, then by number (gapless, so in the order issued). */
const oldestFirst = (a: KeptAccountInvoice, b: KeptAccountInvoice): number =>
  a.issuedAt.localeCompare(b.issuedAt) || a.number.localeCompare(b.number);

/**
 * How `amountCents` pays `invoiceNumbers` of the company's `invoices` (read under their
 * locks): oldest first, each up to what it still owes; invoices it does not reach get
 * nothing. Whole cents in, whole cents out, and the allocations sum to `amountCents`.
 */
export function allocateTransfer(
  invoices: readonly KeptAccountInvoice[],
  invoiceNumbers: readonly string[],
  amountCents: number,
): TransferAllocationOutcome {
  const byNumber = new Map(invoices.map((invoice) => [invoice.number, invoice]));
  const chosen: KeptAccountInvoice[] = [];
  // Each once, whatever the caller sent: an invoice counted twice would take twice its balance.
  for (const number of new Set(invoiceNumbers)) {
    const invoice = byNumber.get(number);
    if (!invoice) return { refused: 'no-such-invoice', invoiceNumber: number };
    chosen.push(invoice);
  }
  const owedCents = chosen.reduce((sum, invoice) => sum + Math.max(0, balanceOf(invoice)), 0);
  if (amountCents > owedCents) {
    return { refused: 'transfer-too-large', balanceCents: owedCents, invoiceCount: chosen.length };
  }
  const allocations: TransferAllocation[] = [];
  let left = amountCents;
  for (const invoice of chosen.sort(oldestFirst)) {
    const share = Math.min(left, Math.max(0, balanceOf(invoice)));
    if (share > 0) allocations.push({ invoiceNumber: invoice.number, amountCents: share });
    left -= share;
  }
  return { allocations };
}

/** The invoices the allocations paid, as they stand after, oldest first. */
export function paidBy(
  invoices: readonly KeptAccountInvoice[],
  allocations: readonly TransferAllocation[],
): KeptAccountInvoice[] {
  return allocations.flatMap(({ invoiceNumber, amountCents }) => {
    const invoice = invoices.find((one) => one.number === invoiceNumber);
    return invoice ? [{ ...invoice, paidCents: invoice.paidCents + amountCents }] : [];
  });
}
