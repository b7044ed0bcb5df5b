// What a credit note says, block by block, in the invoice's layout (invoice-layout.ts), so
// both renderers (pdfkit on the server, the in-memory API's small PDF writer) print it.
import type { CreditNote } from './credit-note';
import { formatTaxRate } from './invoice';
import { documentAmount, documentParts, issueDay, type InvoiceLayout } from './invoice-layout';

export function creditNoteLayout(note: CreditNote): InvoiceLayout {
  return {
    title: `Credit note ${note.number}`,
    facts: [
      ['Credit note number', note.number],
      ['Issue date', issueDay(note.issuedAt)],
      ['Credits invoice', note.invoiceNumber],
      ['Order', `#${note.orderNumber}`],
      note.settlement.kind === 'card-refund'
        ? ['Refunded to payment', note.settlement.paymentId]
        : ['Credited to', 'The company account'],
      ['Reason', note.reason],
    ],
    ...documentParts(note),
    columns: ['Refunded', 'Quantity', 'Unit price', 'Credited'],
    totals: [
      ['Subtotal (excluding tax)', documentAmount(note.subtotalCents)],
      [`Tax (${formatTaxRate(note.taxRate)})`, documentAmount(note.taxCents)],
      [`Total credited (${note.currency})`, documentAmount(note.totalCents)],
    ],
    note:
      note.settlement.kind === 'card-refund'
        ? `Refunded to the card that paid invoice ${note.invoiceNumber}.`
        : `Credited against invoice ${note.invoiceNumber} on the company's account: it lowers what the company owes.`,
  };
}
