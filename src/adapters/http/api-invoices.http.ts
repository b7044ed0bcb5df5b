// The invoice download over HTTP, with the account's calls (account-api.http.ts).
import type { InvoicesApiPort } from '../../ports/invoices-api.port';
import type { FetchFile } from './api.http';

export function invoiceCalls(fetchFile: FetchFile): InvoicesApiPort {
  return {
    downloadInvoice: (orderId) =>
      fetchFile({
        method: 'get',
        path: `order/${encodeURIComponent(orderId)}/invoice.pdf`,
        credential: 'access-token',
      }),
  };
}
