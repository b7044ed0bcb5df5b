// Quotes: anyone asks for one; an admin lists, prices and declines them; the sender reads
// their own, declines, or accepts a priced one, which becomes an unpaid order. Each handler
// runs the use case of src/application/quotes and answers.
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { acceptQuote } from '../../../src/application/quotes/accept-quote';
import { declineQuote } from '../../../src/application/quotes/decline-quote';
import {
  listMyQuotes,
  listQuotes,
  listQuotesPage,
} from '../../../src/application/quotes/list-quotes';
import { asksForQuotePage } from '../../../src/domain/quote-page-query';
import { priceQuote } from '../../../src/application/quotes/price-quote';
import { requestQuote } from '../../../src/application/quotes/request-quote';
import { quoteRecipient } from '../../../src/domain/quote-request';
import type { AppDeps } from '../app-deps';
import type { AppEnv, Viewer } from '../http/app-env';
import { authenticate } from '../http/authenticate';
import { addressNetwork } from '../http/client-address';
import { rateLimit } from '../http/rate-limits';
import { valueOf } from '../http/refuse';
import { readJsonBody } from '../http/request-input';
import { presentOrder } from './asset-urls';
import type { ToolCatalogCache } from './tool-catalog.cache';

export function quoteRoutes(deps: AppDeps, catalog: ToolCatalogCache) {
  const signedIn = authenticate(deps);
  // A request may come from anyone; one that carries a token is checked like any other.
  const maybeSignedIn = createMiddleware<AppEnv>(async (c, next) =>
    c.req.header('Authorization') === undefined ? next() : signedIn(c, next),
  );
  const viewerOf = (c: Context<AppEnv>) => c.get('viewer') as Viewer | undefined;
  const requestsPerSender = rateLimit(
    deps.rateLimiter,
    'quoteRequests',
    (c) => viewerOf(c)?.email ?? addressNetwork(deps.clientAddress(c)),
  );
  // A signed-in sender's quote is answered at their own e-mail: only anonymous ones count.
  const anonymousPerRecipient = rateLimit(
    deps.rateLimiter,
    'anonymousQuotesPerRecipient',
    async (c) => (viewerOf(c) ? undefined : quoteRecipient(await readJsonBody(c))),
  );
  /** The use cases' dependencies, with this request's clock reading. */
  const now = () => ({ ...deps, now: deps.clock.now() });

  return new Hono<AppEnv>()
    .post('/quotes', maybeSignedIn, requestsPerSender, anonymousPerRecipient, async (c) =>
      c.json(valueOf(await requestQuote(now(), viewerOf(c), await readJsonBody(c))), 201),
    )
    .get('/quotes', signedIn, async (c) => {
      const raw = c.req.query();
      if (asksForQuotePage(raw)) {
        return c.json(valueOf(await listQuotesPage(now(), c.get('viewer'), raw)));
      }
      return c.json(valueOf(await listQuotes(now(), c.get('viewer'), raw['status'])));
    })
    .get('/quotes/mine', signedIn, async (c) =>
      c.json(valueOf(await listMyQuotes(now(), c.get('viewer')))),
    )
    .put('/quotes/:id/price', signedIn, async (c) =>
      c.json(
        valueOf(await priceQuote(now(), c.get('viewer'), c.req.param('id'), await readJsonBody(c))),
      ),
    )
    .post('/quotes/:id/decline', signedIn, async (c) =>
      c.json(valueOf(await declineQuote(now(), c.get('viewer'), c.req.param('id')))),
    )
    .post('/quotes/:id/accept', signedIn, async (c) => {
      const order = valueOf(
        await acceptQuote(now(), c.get('viewer'), c.req.param('id'), await readJsonBody(c)),
      );
      catalog.invalidate();
      return c.json(presentOrder(deps.publicUrl, order), 201);
    });
}
