// GET /order/{id}/timeline (the order's customer or an admin).
import { Hono } from 'hono';
import { orderTimeline } from '../../../src/application/history/order-timeline';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { authenticate } from '../http/authenticate';
import { valueOf } from '../http/refuse';

export function historyRoutes(deps: AppDeps) {
  const signedIn = authenticate(deps);
  return new Hono<AppEnv>().get('/order/:id/timeline', signedIn, async (c) =>
    c.json(valueOf(await orderTimeline(deps, c.get('viewer'), c.req.param('id')))),
  );
}
