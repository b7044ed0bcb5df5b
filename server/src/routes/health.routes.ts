// GET /health: the process lives (a supervisor restarts it when this stops answering).
// GET /ready: it can serve: its database answers and it hears the tool changes, so a
// proxy or an orchestrator sends it requests only then (503 with Retry-After otherwise).
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/database-unavailable';

export function healthRoutes(deps: Pick<AppDeps, 'databaseReady' | 'toolChanges'>) {
  return new Hono()
    .get('/health', (c) => c.json({ status: 'ok' }))
    .get('/ready', async (c) => {
      const database = await deps.databaseReady().catch(() => false);
      // Without a feed (a test app) there is nothing to hear.
      const listening = deps.toolChanges?.live ?? true;
      const checks = {
        database: database ? 'ok' : 'unreachable',
        listening: listening ? 'ok' : 'not listening',
      };
      if (database && listening) return c.json({ status: 'ready', ...checks });
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      const message = database
        ? 'This process cannot hear changes to the catalogue yet; it is reconnecting.'
        : 'This process cannot reach its database; it is reconnecting.';
      return c.json({ status: 'not ready', message, ...checks }, 503);
    });
}
