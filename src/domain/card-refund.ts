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
