// GET /order/{id}/invoice.pdf: the invoice issued when the order was paid, drawn from its
// stored snapshot, for the order's buyer or an admin (anyone else: 404, as for no invoice).
import { Hono } from 'hono';
import { invoiceForViewer } from '../../../src/application/orders/invoice-for-viewer';
import { invoiceFileName } from '../../../src/domain/invoice';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { authenticate } from '../http/authenticate';
import { valueOf } from '../http/refuse';
import { renderInvoicePdf } from '../invoices/invoice-pdf';

export function invoiceRoutes(deps: AppDeps) {
  const signedIn = authenticate(deps);
  return new Hono<AppEnv>().get('/order/:id/invoice.pdf', signedIn, async (c) => {
    const invoice = valueOf(
      await invoiceForViewer(deps.invoices, c.get('viewer'), c.req.param('id')),
    );
    const pdf = await renderInvoicePdf(invoice);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoiceFileName(invoice.number)}"`,
      // A customer's name and address: the browser may keep it, a shared cache may not.
      'Cache-Control': 'private',
    });
  });
}
