// The returns' calls (src/ports/calls/returns.calls.ts), answered by src/application/returns.
// Receiving a return may put its units back in stock: the catalogue's cache is cleared.
import { returnHandlers } from '../../../src/application/returns/return-handlers';
import type { ReturnDeps } from '../../../src/application/returns/return-deps';
import { returnCalls } from '../../../src/ports/calls/returns.calls';
import type { AppDeps } from '../app-deps';
import { callRoutes } from '../http/call-routes';
import type { ToolCatalogCache } from './tool-catalog.cache';

export function returnRoutes(deps: AppDeps, catalog: ToolCatalogCache) {
  const returning = { ...deps, now: () => deps.clock.now() } satisfies ReturnDeps;
  return callRoutes(returnCalls, returnHandlers, returning, {
    receiveReturn: [catalog.clearsOnSuccess],
  });
}
