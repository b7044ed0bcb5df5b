// The refunds' calls (src/ports/calls/refunds.calls.ts), answered by src/application/refunds.
// A refund that puts units back in stock changes the catalogue: its cache is cleared.
import { refundHandlers } from '../../../src/application/refunds/refund-handlers';
import type { RefundDeps } from '../../../src/application/refunds/refund-deps';
import { refundCalls } from '../../../src/ports/calls/refunds.calls';
import type { AppDeps } from '../app-deps';
import { callRoutes } from '../http/call-routes';
import { creditNoteFiles } from '../invoices/credit-note-files';
import type { ToolCatalogCache } from './tool-catalog.cache';

export function refundRoutes(deps: AppDeps, catalog: ToolCatalogCache) {
  const refunding = { ...deps, creditNoteFiles: creditNoteFiles(deps) } satisfies RefundDeps;
  return callRoutes(refundCalls, refundHandlers, refunding, {
    refundOrder: [catalog.clearsOnSuccess],
  });
}
