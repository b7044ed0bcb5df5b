// The server's InvoiceFiles: each invoice's PDF drawn once and kept; a drawing counts
// against the caller's limit (tens of milliseconds of CPU), a kept file does not.
import type { InvoiceFiles } from '../../../src/application/ports/invoice-files.port';
import { invoiceFileName } from '../../../src/domain/invoice';
import type { AppDeps } from '../app-deps';
import { rateLimited } from '../http/rate-limits';
import { keptInvoicePdfs } from './kept-invoice-pdfs';

export function invoiceFiles(deps: Pick<AppDeps, 'invoicePdfs' | 'rateLimiter'>): InvoiceFiles {
  const pdfs = keptInvoicePdfs(deps.invoicePdfs);
  return {
    async fileOf(invoice, viewer) {
      let pdf = await pdfs.kept(invoice);
      if (!pdf) {
        const verdict = await deps.rateLimiter.consume('invoiceDrawsPerUser', viewer.email);
        if (!verdict.allowed) return rateLimited('invoiceDrawsPerUser', verdict.retryAfterSeconds);
        pdf = await pdfs.draw(invoice);
      }
      return new File([new Uint8Array(pdf)], invoiceFileName(invoice.number), {
        type: 'application/pdf',
      });
    },
  };
}
