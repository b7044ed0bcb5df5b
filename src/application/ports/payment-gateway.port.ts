// A card payment provider, as the use cases see it. The amount always comes from the
// order in the store; the gateway is then asked what really happened.
export interface PaymentRequest {
  orderId: string;
  amountCents: number;
  currency: 'usd';
}

export interface PaymentRecord {
  id: string;
  orderId: string | undefined;
  amountCents: number;
  currency: string;
  succeeded: boolean;
}

/** Part (or all) of a charged payment given back. */
export interface RefundRequest {
  readonly paymentId: string;
  readonly amountCents: number;
  /** One per refund: asking again with it never gives the money back twice. */
  readonly idempotencyKey: string;
  /** The store's refund: the gateway keeps it, so its later word names the refund. */
  readonly refundId: string;
}

export type GatewayRefund =
  | { readonly outcome: 'refunded'; readonly id: string }
  /** Taken on, but the card's bank answers later (by webhook): done or failed then. */
  | { readonly outcome: 'pending'; readonly id: string }
  /** The gateway will not give it back; `message` says why, for the admin. */
  | { readonly outcome: 'declined'; readonly message: string };

export interface PaymentGateway {
  createIntent(request: PaymentRequest): Promise<{ clientSecret: string }>;
  /** The payment a transaction id names, or undefined when the gateway knows no such id. */
  findPayment(transactionId: string): Promise<PaymentRecord | undefined>;
  /**
   * A succeeded payment for this order, if any: a card charged whose order was never marked
   * paid (the browser lost the connection) must not be charged again, nor the order deleted.
   */
  findSucceededPayment(orderId: string): Promise<PaymentRecord | undefined>;
  /**
   * Cancels every intent of this order that could still be charged, so that none can be
   * any more. Returns a payment that had already succeeded, if one had: the order was paid.
   */
  cancelOpenIntents(orderId: string): Promise<PaymentRecord | undefined>;
  /** Gives a charged payment back in full; asking twice for one payment refunds once. */
  refund(paymentId: string): Promise<void>;
  /**
   * Gives `amountCents` of a charged payment back. Throws PaymentGatewayUnavailableError
   * when the gateway's answer is unknown: asking again with the same key is then safe.
   */
  refundPart(request: RefundRequest): Promise<GatewayRefund>;
}

/** The provider could not be reached or failed: the caller may retry later. */
export class PaymentGatewayUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The payment service is not reachable right now. Please try again in a minute.', {
      cause,
    });
  }
}
