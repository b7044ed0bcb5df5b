// The quotes' calls (src/ports/calls/quotes.calls.ts), answered by src/application/quotes:
// asking is limited a sender and, when anonymous, a recipient; an accepted quote reserves
// stock, so the tool cache is cleared.
import { quoteHandlers } from '../../../src/application/quotes/quote-handlers';
import { quoteRecipient } from '../../../src/domain/quote-request';
import { quoteCalls } from '../../../src/ports/calls/quotes.calls';
import type { AppDeps } from '../app-deps';
import type { Viewer } from '../http/app-env';
import { callRoutes } from '../http/call-routes';
import { addressNetwork } from '../http/client-address';
import { rateLimit } from '../http/rate-limits';
import { readJsonBody } from '../http/request-input';
import { imageAddresses } from './asset-urls';
import type { ToolCatalogCache } from './tool-catalog.cache';

export function quoteRoutes(deps: AppDeps, catalog: ToolCatalogCache) {
  const requestsPerSender = rateLimit(
    deps.rateLimiter,
    'quoteRequests',
    (c) => (c.get('viewer') as Viewer | undefined)?.email ?? addressNetwork(deps.clientAddress(c)),
  );
  // A signed-in sender's quote is answered at their own e-mail: only anonymous ones count.
  const anonymousPerRecipient = rateLimit(
    deps.rateLimiter,
    'anonymousQuotesPerRecipient',
    async (c) => (c.get('viewer') ? undefined : quoteRecipient(await readJsonBody(c))),
  );
  return callRoutes(
    quoteCalls,
    quoteHandlers,
    { ...deps, ...imageAddresses(deps.publicUrl) },
    {
      requestQuote: [requestsPerSender, anonymousPerRecipient],
      acceptQuote: [catalog.clearsOnSuccess],
    },
  );
}
