// The store's API as the browser sees it: one method per call of spec section 7.
import type { CheckoutInput } from '../domain/checkout-input';
import type { DeliveryAddress } from '../domain/delivery-address';
import type { Order, PlaceOrderInput } from '../domain/order';
import type { OrderPageQuery, Page, PageQuery } from '../domain/page';
import type { ModeratedReview, NewReviewInput, Review } from '../domain/review';
import type { Result } from '../domain/result';
import type { ExportsApi } from './exports-api.port';
import type { OperationsApi } from './operations-api.port';
import type { CartApiPort } from './cart-api.port';
import type { QuotesApiPort } from './quotes-api.port';
import type { MailApiPort } from './mail-api.port';
import type { InvoicesApiPort } from './invoices-api.port';
import type { ToolAdminApiPort } from './tool-admin-api.port';
import type { HistoryApiPort } from './history-api.port';
import type { PortOf } from './calls/port-of';
import type { companyCalls } from './calls/companies.calls';
import type { toolCalls } from './calls/tools.calls';
import type { userCalls } from './calls/users.calls';

export type ApiErrorKind =
  /** 401: no token, a forged or an expired one. */
  | 'unauthorized'
  /** 403: signed in, but not allowed (not an admin, not the owner). */
  | 'forbidden'
  | 'not-found'
  /** 400/402/409/413/422: the request was refused; `message` says why, for a person. */
  | 'invalid'
  /**
   * 429: too many requests in a short time (sign-ins, orders); `message` says so and when
   * to try again. Nothing retries it on its own: the person decides.
   */
  | 'rate-limited'
  /** The server could not be reached (offline, CORS, timeout). */
  | 'network'
  /** 5xx: the server failed. */
  | 'server';

/**
 * Why a call did not give its answer, as values: the UI's `describeError` writes the
 * sentence a person reads. Only the API's own refusal sentence (written once, by the
 * application's refusal table) travels as text.
 */
export interface ApiError {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  /** The API's refusal code (e.g. `unpaid-order-limit`), when it gave one. */
  readonly code?: string;
  /** The API's own sentence for its refusal, when it sent one. */
  readonly message?: string;
  /** 429: how many seconds to wait, from the Retry-After header. */
  readonly retryAfterSeconds?: number;
  /** A network failure that was the store taking too long, or a reply that was not readable. */
  readonly detail?: 'timeout' | 'unreadable-reply';
}

export type ApiResult<T> = Promise<Result<T, ApiError>>;

export interface ApiPort
  extends
    ExportsApi,
    CartApiPort,
    QuotesApiPort,
    OperationsApi,
    MailApiPort,
    InvoicesApiPort,
    ToolAdminApiPort,
    HistoryApiPort,
    // Derived from the call table (src/ports/calls): no method written twice.
    PortOf<typeof userCalls>,
    PortOf<typeof toolCalls>,
    PortOf<typeof companyCalls> {
  /** `GET /review` */
  listReviews(): ApiResult<readonly Review[]>;
  /** `POST /review` (signed in) */
  addReview(review: NewReviewInput): ApiResult<{ insertedId: string }>;
  /** `GET /reviews` (admin): every review, hidden ones too. */
  listAllReviews(): ApiResult<readonly ModeratedReview[]>;
  /** `GET /reviews?page=&pageSize=&q=` (admin): one page of them, by name or message. */
  listAllReviewsPage(query: PageQuery): ApiResult<Page<ModeratedReview>>;
  /** `PATCH /review/{id}` with `{ hidden }` (admin): hides a review from home, or shows it. */
  setReviewHidden(id: string, hidden: boolean): ApiResult<{ modifiedCount: number }>;

  /** `POST /order` (signed in): the server prices it and reserves the stock. */
  placeOrder(order: PlaceOrderInput): ApiResult<{ insertedId: string }>;
  /**
   * `POST /checkout` (signed in): the cart's lines as one order, priced by the server, all
   * lines' stock reserved or none; answers the order.
   */
  checkOut(input: CheckoutInput): ApiResult<Order>;
  /** `GET /addresses` (signed in): the account's own kept delivery addresses, last used first. */
  listDeliveryAddresses(): ApiResult<readonly DeliveryAddress[]>;
  /** `GET /order?email={email}` (own orders) */
  listMyOrders(email: string): ApiResult<readonly Order[]>;
  /** `GET /order/{id}` (owner or admin) */
  getOrder(id: string): ApiResult<Order>;
  /** `PATCH /order/{id}`: marks it paid once the server has checked the payment. */
  payOrder(id: string, transactionId: string): ApiResult<{ modifiedCount: number }>;
  /** `DELETE /order/{id}`: a customer deletes, or an admin cancels, an unpaid order. */
  deleteOrder(id: string): ApiResult<{ deletedCount: number }>;
  /** `GET /orders` (admin) */
  listAllOrders(): ApiResult<readonly Order[]>;
  /** `GET /orders?page=&pageSize=&q=&status=` (admin): searched by tool, e-mail or name. */
  listAllOrdersPage(query: OrderPageQuery): ApiResult<Page<Order>>;
  /** `PUT /order/{id}` (admin): marks a paid order shipped. */
  shipOrder(id: string): ApiResult<{ modifiedCount: number }>;

  /** `POST /create-payment-intent` for an order: the amount comes from the order. */
  createPaymentIntent(orderId: string): ApiResult<{ clientSecret: string }>;
}
