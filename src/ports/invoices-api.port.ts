// The invoice of a paid order as the browser sees it: a file to save.
import type { ApiResult } from './api.port';

export interface InvoicesApiPort {
  /**
   * `GET /order/{id}/invoice.pdf` (the order's buyer or an admin): the invoice issued when
   * the order was paid, as a PDF. Not found for an unpaid order and for anyone else's.
   */
  downloadInvoice(orderId: string): ApiResult<Blob>;
}
