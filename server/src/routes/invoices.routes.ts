// GET /order/{id}/invoice.pdf: the invoice issued when the order was paid, for the order's
// buyer or an admin (anyone else: 404, as for no invoice). Drawn from its stored snapshot on
// the first download and kept; drawings count against the caller's limit, kept files not.
import { Hono } from 'hono';
import { invoiceForViewer } from '../../../src/application/orders/invoice-for-viewer';
import { invoiceFileName } from '../../../src/domain/invoice';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { authenticate } from '../http/authenticate';
import { tooManyRequests } from '../http/rate-limits';
import { valueOf } from '../http/refuse';
import { keptInvoicePdfs } from '../invoices/kept-invoice-pdfs';

export function invoiceRoutes(deps: AppDeps) {
  const signedIn = authenticate(deps);
  const pdfs = keptInvoicePdfs(deps.invoicePdfs);
  return new Hono<AppEnv>().get('/order/:id/invoice.pdf', signedIn, async (c) => {
    const viewer = c.get('viewer');
    const invoice = valueOf(await invoiceForViewer(deps.invoices, viewer, c.req.param('id')));
    let pdf = await pdfs.kept(invoice);
    if (!pdf) {
      const verdict = await deps.rateLimiter.consume('invoiceDrawsPerUser', viewer.email);
      if (!verdict.allowed) {
        return tooManyRequests(c, 'invoiceDrawsPerUser', verdict.retryAfterSeconds);
      }
      pdf = await pdfs.draw(invoice);
    }
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoiceFileName(invoice.number)}"`,
      // A customer's name and address: the browser may keep it, a shared cache may not.
      'Cache-Control': 'private',
    });
  });
}
