// The dashboard's read-only calls (src/ports/calls/admin.calls.ts), answered by their use
// cases: the audit log, the Mailbox, the CSV exports (streamed, call-routes.ts) and the
// operations figures, never cached: they are read as they stand.
import { createMiddleware } from 'hono/factory';
import { adminHandlers } from '../../../src/application/admin/admin-handlers';
import { adminCalls } from '../../../src/ports/calls/admin.calls';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { callRoutes } from '../http/call-routes';

const noStore = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
});

export function adminRoutes(deps: AppDeps & { log: (line: string) => void }) {
  return callRoutes(adminCalls, adminHandlers, deps, { getOperationsSummary: [noStore] });
}
