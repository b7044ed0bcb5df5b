// An invoice's PDF is drawn once: later downloads get the file as first drawn (an invoice
// never changes). Concurrent first downloads in one process wait on one drawing; across
// processes the store keeps whichever file was kept first, and every request answers it.
import type { Invoice } from '../../../src/domain/invoice';
import type { InvoicePdfs } from '../repositories/invoice-pdfs.repository.port';
import { renderInvoicePdf } from './invoice-pdf';

export interface KeptInvoicePdfs {
  /** The file as first drawn, if it was. */
  kept(invoice: Invoice): Promise<Uint8Array | undefined>;
  /** Draws the file and keeps it (or answers the one kept meanwhile). */
  draw(invoice: Invoice): Promise<Uint8Array>;
}

export function keptInvoicePdfs(
  store: InvoicePdfs,
  render: (invoice: Invoice) => Promise<Uint8Array> = renderInvoicePdf,
): KeptInvoicePdfs {
  const drawing = new Map<number, Promise<Uint8Array>>();
  return {
    kept: (invoice) => store.find(invoice.sequence),
    draw(invoice) {
      let pending = drawing.get(invoice.sequence);
      if (!pending) {
        pending = render(invoice)
          .then((pdf) => store.keep(invoice.sequence, pdf))
          .finally(() => drawing.delete(invoice.sequence));
        drawing.set(invoice.sequence, pending);
      }
      return pending;
    },
  };
}
