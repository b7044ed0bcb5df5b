// GET /audit (admins); an order's timeline is the orders' call table's.
import { Hono } from 'hono';
import { listAuditLog } from '../../../src/application/history/audit-log';
import { parsePageQuery } from '../../../src/domain/page-query';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { authenticate, requireAdmin } from '../http/authenticate';
import { fail } from '../http/problem';
import { valueOf } from '../http/refuse';

export function historyRoutes(deps: AppDeps) {
  const signedIn = authenticate(deps);
  return new Hono<AppEnv>().get('/audit', signedIn, requireAdmin, async (c) => {
    // Always a page: without parameters, the first one.
    const query = parsePageQuery(c.req.query());
    if (!query.ok) return fail(400, query.message);
    return c.json(valueOf(await listAuditLog(deps.audit, c.get('viewer'), query.value)));
  });
}
