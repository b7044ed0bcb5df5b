// The quote calls of the API fake: the application's quote use cases over the in-memory
// quote store, at the world's time now. Access is checked by the use cases.
import type { Order } from '../../domain/order';
import type { Quote } from '../../domain/quote';
import { acceptQuote } from '../../application/quotes/accept-quote';
import { declineQuote } from '../../application/quotes/decline-quote';
import { listMyQuotes, listQuotes, listQuotesPage } from '../../application/quotes/list-quotes';
import { listQueryParams, type Page } from '../../domain/page';
import type { QuotePageQuery } from '../../domain/quote-list';
import { priceQuote } from '../../application/quotes/price-quote';
import { requestQuote } from '../../application/quotes/request-quote';
import type { QuoteDeps } from '../../application/quotes/quote-deps';
import type { Viewer } from '../../application/viewer';
import { UNPAID_ORDER_TTL_MINUTES } from '../../domain/order-deadline';
import type { OrderStore } from '../../application/ports/order-store.port';
import type { AuditTrail } from '../../application/ports/audit-trail.port';
import { answerOf } from './api-errors';
import type { Outcome } from './api-input';
import type { MemoryState } from './memory-state';
import { QuoteStoreInMemory } from './quote-store.in-memory';

export class QuoteCallsInMemory {
  private readonly quotes: QuoteStoreInMemory;

  constructor(
    private readonly state: MemoryState,
    orders: Pick<OrderStore, 'place'>,
    private readonly audit: AuditTrail,
  ) {
    this.quotes = new QuoteStoreInMemory(state, orders);
  }

  private deps(): QuoteDeps {
    return {
      quotes: this.quotes,
      tools: { findById: async (id) => this.state.tools.get(id) },
      now: this.state.now(),
      audit: this.audit,
    };
  }

  async request(viewer: Viewer | undefined, input: unknown): Promise<Outcome<Quote>> {
    return answerOf(await requestQuote(this.deps(), viewer, input));
  }

  async list(viewer: Viewer, status: unknown): Promise<Outcome<Quote[]>> {
    return answerOf(await listQuotes(this.deps(), viewer, status));
  }

  async page(viewer: Viewer, query: QuotePageQuery): Promise<Outcome<Page<Quote>>> {
    // Read back from the query string the HTTP adapter sends, as the API reads it.
    return answerOf(await listQuotesPage(this.deps(), viewer, listQueryParams(query)));
  }

  async mine(viewer: Viewer): Promise<Outcome<Quote[]>> {
    return answerOf(await listMyQuotes(this.deps(), viewer));
  }

  async price(viewer: Viewer, id: string, pricing: unknown): Promise<Outcome<Quote>> {
    return answerOf(await priceQuote(this.deps(), viewer, id, pricing));
  }

  async decline(viewer: Viewer, id: string): Promise<Outcome<{ modifiedCount: number }>> {
    return answerOf(await declineQuote(this.deps(), viewer, id));
  }

  async accept(viewer: Viewer, id: string, delivery: unknown): Promise<Outcome<Order>> {
    const deps = { ...this.deps(), unpaidOrderTtlMinutes: UNPAID_ORDER_TTL_MINUTES };
    return answerOf(await acceptQuote(deps, viewer, id, delivery));
  }
}
