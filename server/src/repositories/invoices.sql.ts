// Invoices on the SQL client: issued inside the payment's transaction (markOrderPaid), read
// as the snapshot they were issued as. The table's trigger refuses any change afterwards.
import { invoiceAccountOf, type OnAccount } from '../../../src/domain/account-terms';
import { issueInvoice, type Invoice, type InvoiceTerms } from '../../../src/domain/invoice';
import type { Order } from '../../../src/domain/order';
import type { InvoiceStore } from '../../../src/application/ports/invoice-store.port';
import type { SqlExecutor } from '../db/sql-client.port';

/**
 * Takes the next number of a gapless counter (the invoices', the credit notes'), inside
 * `tx`, with the moment of issue. The counter's row stays locked until `tx` ends, so
 * concurrent payments take their numbers in turn, and a payment that rolls back gives its
 * number back: no gap, no number twice. The upsert also starts the counter again after the
 * tests empty every table.
 */
export async function takeNumber(
  tx: SqlExecutor,
  counter: 'invoice_counter' | 'credit_note_counter',
): Promise<{ sequence: number; issuedAt: Date }> {
  const [row] = await tx.query<{ sequence: string; issuedAt: Date }>(
    `INSERT INTO ${counter} AS c (id, next) VALUES (true, 2)
     ON CONFLICT (id) DO UPDATE SET next = c.next + 1
     RETURNING (c.next - 1)::text AS sequence, now() AS "issuedAt"`,
  );
  if (!row) throw new Error(`The ${counter} gave no number`);
  return { sequence: Number(row.sequence), issuedAt: new Date(row.issuedAt) };
}

/** Takes the next number and records the paid order's invoice, inside `tx`. */
export async function issueInvoiceWithin(
  tx: SqlExecutor,
  order: Order,
  paymentId: string,
  terms: InvoiceTerms,
  /** An order confirmed on account: its due date counts from the day of issue. */
  account?: OnAccount,
): Promise<Invoice> {
  const { sequence, issuedAt } = await takeNumber(tx, 'invoice_counter');
  const invoice = issueInvoice(order, {
    terms,
    sequence,
    issuedAt,
    paymentId,
    account: account && invoiceAccountOf(account, issuedAt),
  });
  await tx.query(
    `INSERT INTO invoices (sequence, number, order_id, buyer_email, issued_at, total_cents, snapshot)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [
      invoice.sequence,
      invoice.number,
      invoice.orderId,
      invoice.buyer.email,
      invoice.issuedAt,
      invoice.totalCents,
      JSON.stringify(invoice),
    ],
  );
  return invoice;
}

export class InvoicesSql implements InvoiceStore {
  constructor(private readonly db: SqlExecutor) {}

  async findByOrderId(orderId: string): Promise<Invoice | undefined> {
    const rows = await this.db.query<{ snapshot: Invoice }>(
      'SELECT snapshot FROM invoices WHERE order_id = $1',
      [orderId],
    );
    return rows[0]?.snapshot;
  }
}
