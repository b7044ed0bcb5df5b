// The dashboard's read-only calls (src/ports/calls/admin.calls.ts), answered by their use
// cases: the audit log, the Mailbox, the CSV exports (streamed, call-routes.ts, and rate
// limited per admin) and the operations figures, never cached: they are read as they stand.
import { createMiddleware } from 'hono/factory';
import { adminHandlers } from '../../../src/application/admin/admin-handlers';
import { adminCalls } from '../../../src/ports/calls/admin.calls';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { callRoutes } from '../http/call-routes';
import { perAccount } from '../http/rate-limits';

const noStore = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
});

export function adminRoutes(deps: AppDeps & { log: (line: string) => void }) {
  // One allowance for every file: each reads its whole source.
  const exportsPerUser = perAccount(deps.rateLimiter, 'exportsPerUser');
  return callRoutes(adminCalls, adminHandlers, deps, {
    getOperationsSummary: [noStore],
    downloadOrdersCsv: [exportsPerUser],
    downloadInvoicesCsv: [exportsPerUser],
    downloadCreditNotesCsv: [exportsPerUser],
    downloadToolsCsv: [exportsPerUser],
  });
}
