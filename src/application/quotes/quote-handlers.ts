// The quotes' calls (src/ports/calls/quotes.calls.ts), each answered by its use case at the
// moment the request is handled: the API server registers these, and the in-memory API
// serves them, over their own stores.
import type { QuoteAcceptance } from '../../domain/quote-acceptance';
import type { CallHandlers, SignedInAsk, Ask, ById } from '../served-call';
import { acceptQuote, type AcceptQuoteDeps } from './accept-quote';
import { declineQuote } from './decline-quote';
import { listAskedQuotes, listMyQuotes } from './list-quotes';
import { priceQuote } from './price-quote';
import { requestQuote } from './request-quote';
import type { PricingDeps } from '../pricing/price-terms';

export interface QuoteCallDeps extends Omit<AcceptQuoteDeps, 'now'>, PricingDeps {
  readonly clock: { now(): Date };
}

const at = (deps: QuoteCallDeps) => ({ ...deps, now: deps.clock.now() });

export const quoteHandlers = {
  requestQuote: (deps, ask: Ask) => requestQuote(at(deps), ask.viewer, ask.body),
  listQuotes: (deps, ask: SignedInAsk) => listAskedQuotes(at(deps), ask.viewer, ask.query),
  listQuotesPage: (deps, ask: SignedInAsk) => listAskedQuotes(at(deps), ask.viewer, ask.query),
  listMyQuotes: (deps, ask: SignedInAsk) => listMyQuotes(at(deps), ask.viewer),
  priceQuote: (deps, ask: ById<Parameters<typeof priceQuote>[3]>) =>
    priceQuote(at(deps), ask.viewer, ask.params.id, ask.body),
  declineQuote: (deps, ask: ById) => declineQuote(at(deps), ask.viewer, ask.params.id),
  acceptQuote: (deps, ask: ById<QuoteAcceptance>) =>
    acceptQuote(at(deps), ask.viewer, ask.params.id, ask.body),
} satisfies CallHandlers<QuoteCallDeps>;
