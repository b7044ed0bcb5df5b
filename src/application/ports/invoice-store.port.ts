// The issued invoices as the use cases read them. They are written only by the order
// store's markPaid, inside the transaction that records the payment.
import type { Invoice } from '../../domain/invoice';

export interface InvoiceStore {
  /** The invoice issued when the order was paid; undefined while it is unpaid. */
  findByOrderId(orderId: string): Promise<Invoice | undefined>;
}
