// When a test-mode card gateway (the local one, the in-memory one) declines a refund, as
// Stripe does: a payment it never charged, or more than is left of what it charged.
export interface RefundablePayment {
  readonly amount: number;
  readonly status: string;
  /** Given back already, in cents. */
  readonly refundedCents: number;
}

/** The gateway's reason for declining, or undefined when it gives the money back. */
export function refundDeclineOf(
  payment: RefundablePayment | undefined,
  amountCents: number,
): string | undefined {
  if (!payment || payment.status !== 'succeeded') {
    return 'this payment was never charged, so nothing can go back to it.';
  }
  if (amountCents > payment.amount - payment.refundedCents) {
    return 'the refund is larger than what is left of the payment.';
  }
  return undefined;
}

/** Why the card's bank could not take a refund back, by the gateway's reason code. */
const FAILURE_SENTENCES: Readonly<Record<string, string>> = {
  lost_or_stolen_card: 'the card was reported lost or stolen, so its bank returned the money.',
  expired_or_canceled_card: 'the card has expired or was closed, so its bank returned the money.',
  charge_for_pending_refund_disputed: 'the customer disputed the payment while it was refunded.',
  insufficient_funds: "the store's balance at the card service could not cover the refund.",
  declined: "the card's bank declined the refund.",
  merchant_request: 'the refund was cancelled at the card service.',
};

/** A refund the card's bank failed later, as the order page says it: never a bare code. */
export const refundFailureSentence = (reason: string | undefined): string =>
  (reason === undefined ? undefined : FAILURE_SENTENCES[reason]) ??
  "the card's bank could not take the refund back.";
