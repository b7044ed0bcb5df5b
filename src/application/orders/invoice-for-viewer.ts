// A paid order's invoice, for its buyer or an admin. Anyone else is told there is none, as
// for an order that has no invoice yet: whether a stranger's order exists is not theirs to
// learn.
import { IdSchema } from '../../domain/fields';
import type { Invoice } from '../../domain/invoice';
import { parseInput } from '../../domain/parse';
import { fail, ok, type Result } from '../../domain/result';
import type { InvoiceStore } from '../ports/invoice-store.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';

export async function invoiceForViewer(
  invoices: InvoiceStore,
  viewer: Viewer,
  rawOrderId: unknown,
): Promise<Result<Invoice, Refusal>> {
  const id = parseInput(IdSchema, rawOrderId);
  if (!id.ok) return fail({ code: 'no-such-invoice' });
  const invoice = await invoices.findByOrderId(id.value);
  if (!invoice || (!viewer.isAdmin && invoice.buyer.email !== viewer.email)) {
    return fail({ code: 'no-such-invoice' });
  }
  return ok(invoice);
}
