// Issuing invoices in the in-memory world: by the in-memory order store's markPaid in the
// same synchronous step that marks the order paid, numbered 1, 2, 3 … as the database's
// counter numbers them.
import { invoiceAccountOf, type OnAccount } from '../../domain/account-terms';
import { DEMO_INVOICE_TERMS, issueInvoice, type Invoice } from '../../domain/invoice';
import type { Order } from '../../domain/order';

/** Issues `order`'s invoice into `invoices` and writes its number on the order. */
export function issueInvoiceInMemory(
  invoices: Map<string, Invoice>,
  order: Order,
  issuedAt: Date,
  account?: OnAccount,
): void {
  const invoice = issueInvoice(order, {
    terms: DEMO_INVOICE_TERMS,
    // Never deleted, so the count is the last number handed out.
    sequence: invoices.size + 1,
    issuedAt,
    paymentId: order.transactionId ?? '',
    account: account && invoiceAccountOf(account, issuedAt),
  });
  invoices.set(order._id, invoice);
  order.invoiceNumber = invoice.number;
  if (invoice.account) {
    const { dueDate, poNumber } = invoice.account;
    order.account = poNumber === undefined ? { dueDate } : { dueDate, poNumber };
  }
}

/** The seed's paid orders, with the invoices they were issued when paid (oldest first). */
export function seededInvoices(orders: Iterable<Order>): Map<string, Invoice> {
  const invoices = new Map<string, Invoice>();
  const paid = [...orders]
    .filter((order) => order.paid)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const order of paid) issueInvoiceInMemory(invoices, order, new Date(order.createdAt));
  return invoices;
}
