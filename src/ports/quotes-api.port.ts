// The quote calls of the store's API as the browser sees them: asking for a quote (anyone),
// the admin's list, pricing and declining, the sender's list, decline and accept.
import type { Order } from '../domain/order';
import type { Page } from '../domain/page';
import type { QuotePageQuery } from '../domain/quote-list';
import type { Quote, QuoteStatus } from '../domain/quote';
import type { QuoteAcceptance } from '../domain/quote-acceptance';
import type { QuotePricing } from '../domain/quote-pricing';
import type { QuoteRequest } from '../domain/quote-request';
import type { ApiResult } from './api.port';

export interface QuotesApiPort {
  /** `POST /quotes` (anyone; a signed-in sender's account e-mail is used). */
  requestQuote(request: QuoteRequest): ApiResult<Quote>;
  /** `GET /quotes?status=` (admin): every quote, newest first, of one status if given. */
  listQuotes(status?: QuoteStatus): ApiResult<readonly Quote[]>;
  /**
   * `GET /quotes?page=&pageSize=&q=&status=` (admin): one page, newest first, found by
   * sender, company, reference or tool.
   */
  listQuotesPage(query: QuotePageQuery): ApiResult<Page<Quote>>;
  /** `GET /quotes/mine` (signed in): the quotes sent from the signed-in e-mail. */
  listMyQuotes(): ApiResult<readonly Quote[]>;
  /** `PUT /quotes/{id}/price` (admin): a unit price per line and the expiry. */
  priceQuote(id: string, pricing: QuotePricing): ApiResult<Quote>;
  /** `POST /quotes/{id}/decline` (admin or its sender). */
  declineQuote(id: string): ApiResult<{ modifiedCount: number }>;
  /** `POST /quotes/{id}/accept` (its sender): the unpaid order at the quoted prices. */
  acceptQuote(id: string, delivery: QuoteAcceptance): ApiResult<Order>;
}
