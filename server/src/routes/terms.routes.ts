// The terms' and statements' calls (src/ports/calls/terms.calls.ts), answered by
// src/application/terms. The admin's writes (terms, a transfer) count against their limit.
import { termsHandlers } from '../../../src/application/terms/terms-handlers';
import type { TermsDeps } from '../../../src/application/terms/terms-deps';
import { termsCalls } from '../../../src/ports/calls/terms.calls';
import type { AppDeps } from '../app-deps';
import { callRoutes } from '../http/call-routes';
import { perAccount } from '../http/rate-limits';

export function termsRoutes(deps: AppDeps) {
  const terms = { ...deps, now: () => deps.clock.now() } satisfies TermsDeps;
  const writes = [perAccount(deps.rateLimiter, 'adminWritesPerUser')];
  return callRoutes(termsCalls, termsHandlers, terms, {
    setCompanyTerms: writes,
    recordTransfer: writes,
  });
}
