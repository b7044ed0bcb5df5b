// PaymentPort kept in memory: client secrets come from the API fake (the amount from the
// order), and card confirmation works like the local test-mode gateway: the card form's
// checks first, then only Stripe's public test numbers, recorded in the shared ledger and
// on the order itself (the API marks an order paid as soon as its card is charged).
import { checkCardForm, firstCardError, testCardOutcome } from '../../domain/card';
import type { ApiError, ApiPort } from '../../ports/api.port';
import type { ConfirmCardPayment, PaymentError, PaymentPort } from '../../ports/payment.port';
import { fail, ok, type Result } from '../../domain/result';
import { isTypedCard } from '../local-payment/typed-card';
import type { MemoryState, PaymentRecord } from './memory-state';
import { SimulatedFaults } from './simulated-faults';
import { markPaid, removeExpiredOrders } from './unpaid-orders';

export const PAYMENT_MESSAGES = {
  unsupportedCard: 'This card form is not supported here. Reload the page and try again.',
  unknownPayment: 'This payment is unknown. Reload the page.',
  orderGone: 'This order no longer exists: it was removed or it lapsed unpaid.',
  alreadyPaid: 'This order is already paid',
  network: 'We could not reach the payment service. Check your connection and try again.',
} as const;

const cardError = (message: string): { ok: false; error: PaymentError } =>
  fail({ kind: 'card', message });

export interface PaymentInMemoryOptions {
  /** Decides which cards have expired; the world's clock unless a test pins another. */
  readonly now?: () => Date;
}

export class PaymentInMemory implements PaymentPort {
  private readonly faults = new SimulatedFaults<'network'>();
  private readonly now: () => Date;

  constructor(
    private readonly state: MemoryState,
    private readonly api: ApiPort,
    options: PaymentInMemoryOptions = {},
  ) {
    this.now = options.now ?? state.now;
  }

  /** The next card confirmation fails as if the payment provider were unreachable. */
  failNext(): void {
    this.faults.failNext('network');
  }

  /** Every card confirmation answers after `ms` (a Pay button that spins). */
  delay(ms: number): void {
    this.faults.delay(ms);
  }

  getClientSecret(orderId: string): Promise<Result<{ clientSecret: string }, ApiError>> {
    return this.api.createPaymentIntent(orderId);
  }

  async confirmCardPayment(
    payment: ConfirmCardPayment,
  ): Promise<Result<{ transactionId: string }, PaymentError>> {
    if (await this.faults.beforeCall()) {
      return fail({ kind: 'network', message: PAYMENT_MESSAGES.network });
    }
    const { card } = payment;
    if (!isTypedCard(card)) return cardError(PAYMENT_MESSAGES.unsupportedCard);
    // The card form refuses these before anything is sent.
    const firstError = firstCardError(checkCardForm(card, this.now()));
    if (firstError !== undefined) return cardError(firstError);
    const intent = this.intentOf(payment.clientSecret);
    if (!intent) return cardError(PAYMENT_MESSAGES.unknownPayment);
    // Confirming a payment that already went through is answered with that payment.
    if (intent.status === 'succeeded') return ok({ transactionId: intent.id });
    // Nothing is charged for an order that can no longer be paid.
    removeExpiredOrders(this.state);
    const order = this.state.orders.get(intent.orderId);
    if (!order) return cardError(PAYMENT_MESSAGES.orderGone);
    if (order.status !== 'unpaid') return cardError(PAYMENT_MESSAGES.alreadyPaid);
    const outcome = testCardOutcome(card.number);
    if (outcome.status === 'declined') return cardError(outcome.message);
    intent.status = 'succeeded';
    markPaid(order, intent.id);
    return ok({ transactionId: intent.id });
  }

  private intentOf(clientSecret: string): PaymentRecord | undefined {
    for (const intent of this.state.payments.values()) {
      if (intent.clientSecret === clientSecret) return intent;
    }
    return undefined;
  }
}
