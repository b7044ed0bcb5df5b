// A paid order's invoice, for its buyer or an admin. Anyone else is told there is none, as
// for an order that has no invoice yet: whether a stranger's order exists is not theirs to
// learn. Its file is drawn (or kept) by the InvoiceFiles port.
import { IdSchema } from '../../domain/fields';
import type { Invoice } from '../../domain/invoice';
import { parseInput } from '../../domain/parse';
import { fail, ok, type Result } from '../../domain/result';
import type { InvoiceFiles } from '../ports/invoice-files.port';
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

/** The invoice's PDF, for its buyer or an admin (`GET /order/{id}/invoice.pdf`). */
export async function downloadInvoice(
  deps: { readonly invoices: InvoiceStore; readonly invoiceFiles: InvoiceFiles },
  viewer: Viewer,
  rawOrderId: unknown,
): Promise<Result<File, Refusal>> {
  const found = await invoiceForViewer(deps.invoices, viewer, rawOrderId);
  return found.ok ? ok(await deps.invoiceFiles.fileOf(found.value, viewer)) : found;
}
