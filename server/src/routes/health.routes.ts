// GET /health: up and able to reach its database.
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';

export function healthRoutes(deps: Pick<AppDeps, 'databaseReady'>) {
  return new Hono().get('/health', async (c) => {
    const database = await deps.databaseReady().catch(() => false);
    return database
      ? c.json({ status: 'ok', database: 'ok' })
      : c.json({ status: 'degraded', database: 'unreachable' }, 503);
  });
}
