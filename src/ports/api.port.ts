// The store's API as the browser sees it: one method per call of spec section 7.
import type { Result } from '../domain/result';
import type { CartApiPort } from './cart-api.port';
import type { PortOf } from './calls/port-of';
import type { orderCalls } from './calls/orders.calls';
import type { paymentCalls } from './calls/payments.calls';
import type { approvalCalls } from './calls/approvals.calls';
import type { companyCalls } from './calls/companies.calls';
import type { toolCalls } from './calls/tools.calls';
import type { userCalls } from './calls/users.calls';
import type { reviewCalls } from './calls/reviews.calls';
import type { adminCalls } from './calls/admin.calls';
import type { quoteCalls } from './calls/quotes.calls';
import type { quickOrderCalls } from './calls/quick-order.calls';
import type { refundCalls } from './calls/refunds.calls';
import type { termsCalls } from './calls/terms.calls';
import type { returnCalls } from './calls/returns.calls';
import type { shipmentCalls } from './calls/shipments.calls';

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
    CartApiPort,
    // Derived from the call table (src/ports/calls): no method written twice.
    PortOf<typeof userCalls>,
    PortOf<typeof toolCalls>,
    PortOf<typeof orderCalls>,
    PortOf<typeof paymentCalls>,
    PortOf<typeof reviewCalls>,
    PortOf<typeof adminCalls>,
    PortOf<typeof quoteCalls>,
    PortOf<typeof companyCalls>,
    PortOf<typeof refundCalls>,
    PortOf<typeof approvalCalls>,
    PortOf<typeof termsCalls>,
    PortOf<typeof returnCalls>,
    PortOf<typeof shipmentCalls>,
    PortOf<typeof quickOrderCalls> {}
