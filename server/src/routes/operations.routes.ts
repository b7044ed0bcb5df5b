// The operations dashboard's figures for the admins: one call, five aggregate reads
// (src/application/operations). Never cached: the figures are read as they stand.
import { Hono } from 'hono';
import { summarizeOperations } from '../../../src/application/operations/summarize-operations';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { authenticate } from '../http/authenticate';
import { valueOf } from '../http/refuse';

export function operationsRoutes(deps: AppDeps) {
  const signedIn = authenticate(deps);
  return new Hono<AppEnv>().get('/operations/summary', signedIn, async (c) => {
    const summary = valueOf(
      await summarizeOperations(
        { operations: deps.operations, now: deps.clock.now() },
        c.get('viewer'),
      ),
    );
    c.header('Cache-Control', 'no-store');
    return c.json(summary);
  });
}
