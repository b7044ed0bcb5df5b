// PaymentPort kept in memory: client secrets come from the API fake (the amount from the
// order), and card confirmation works like the local test-mode gateway: the card form's
// checks first, then only Stripe's public test numbers, and the charge recorded on its
// order by the application's own rule (the API marks an order paid as it charges the card).
import { checkCardForm, firstCardError, testCardOutcome } from '../../domain/card';
import type { ApiError, ApiPort } from '../../ports/api.port';
import type { ConfirmCardPayment, PaymentError, PaymentPort } from '../../ports/payment.port';
import { fail, ok, type Result } from '../../domain/result';
import { expireLapsedOrders } from '../../application/orders/expire-lapsed-orders';
import { recordBeforeCharge } from '../../application/orders/charge-rule';
import { settleInvoicePayment } from '../../application/terms/invoice-payments';
import { AccountStoreInMemory } from './account-store.in-memory';
import { sentenceOf } from '../../application/refusals';
import { PaymentGatewayInMemory } from './payment-gateway.in-memory';
import { isTypedCard } from '../local-payment/typed-card';
import type { LedgerEntry, MemoryState } from './memory-state';
import { SimulatedFaults } from './simulated-faults';
import { OrderStoreInMemory } from './order-store.in-memory';

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
      return fail({ kind: 'network', code: 'unreachable' });
    }
    const { card } = payment;
    if (!isTypedCard(card)) return fail({ kind: 'card', code: 'unsupported-card' });
    // The card form refuses these before anything is sent.
    const firstError = firstCardError(checkCardForm(card, this.now()));
    if (firstError !== undefined) return cardError(firstError);
    const intent = this.intentOf(payment.clientSecret);
    if (!intent) return fail({ kind: 'card', code: 'unknown-payment' });
    // Confirming a payment that already went through is answered with that payment.
    if (intent.status === 'succeeded') return ok({ transactionId: intent.id });
    if (intent.status !== 'requires_payment_method') {
      return cardError(sentenceOf({ code: 'payment-cancelled' }));
    }
    const outcome = testCardOutcome(card.number);
    if (outcome.status === 'declined') return cardError(outcome.message);
    // As the API's sweep would have: an order past its deadline is gone before this charge.
    const orders = new OrderStoreInMemory(this.state);
    const now = this.state.now();
    await expireLapsedOrders({ orders, payments: new PaymentGatewayInMemory(this.state), now });
    if (intent.status !== 'requires_payment_method') {
      return cardError(sentenceOf({ code: 'payment-cancelled' }));
    }
    // Nothing is charged for an order that can no longer be paid; otherwise it is paid now.
    const charge = { ...intent, succeeded: true };
    // A payment of invoices on account settles them, as the API's local gateway does.
    const accounts = new AccountStoreInMemory(this.state, orders);
    const invoices = await settleInvoicePayment(accounts, charge);
    const rule = invoices
      ? invoices.ok
        ? invoices
        : { ok: false as const, refusal: invoices.error }
      : await recordBeforeCharge(orders, charge, now);
    if (!rule.ok) {
      intent.status = 'canceled';
      return cardError(sentenceOf(rule.refusal));
    }
    intent.status = 'succeeded';
    return ok({ transactionId: intent.id });
  }

  private intentOf(clientSecret: string): LedgerEntry | undefined {
    for (const intent of this.state.payments.values()) {
      if (intent.clientSecret === clientSecret) return intent;
    }
    return undefined;
  }
}
