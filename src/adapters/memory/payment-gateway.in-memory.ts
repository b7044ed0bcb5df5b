// The use cases' card gateway over the in-memory world's ledger: what the local test-mode
// gateway keeps in its table, kept in a Map.
import type {
  GatewayRefund,
  PaymentGateway,
  PaymentRecord,
  PaymentRequest,
  RefundRequest,
} from '../../application/ports/payment-gateway.port';
import { refundDeclineOf } from '../../domain/card-refund';
import { randomHex } from './api-input';
import type { LedgerEntry, MemoryState } from './memory-state';

const toRecord = (entry: LedgerEntry): PaymentRecord => ({
  id: entry.id,
  orderId: entry.orderId,
  amountCents: entry.amountCents,
  currency: entry.currency,
  succeeded: entry.status === 'succeeded',
});

export class PaymentGatewayInMemory implements PaymentGateway {
  constructor(private readonly state: MemoryState) {}

  async createIntent(request: PaymentRequest): Promise<{ clientSecret: string }> {
    // Reloading the payment page reuses the open intent instead of piling up new ones.
    for (const entry of this.state.payments.values()) {
      const open = entry.status === 'requires_payment_method';
      if (open && entry.orderId === request.orderId && entry.amountCents === request.amountCents) {
        return { clientSecret: entry.clientSecret };
      }
    }
    const id = `pi_mem_${randomHex().slice(0, 24)}`;
    const entry: LedgerEntry = {
      id,
      clientSecret: `${id}_secret_${randomHex()}`,
      orderId: request.orderId,
      amountCents: request.amountCents,
      currency: request.currency,
      status: 'requires_payment_method',
    };
    this.state.payments.set(id, entry);
    return { clientSecret: entry.clientSecret };
  }

  async findPayment(transactionId: string): Promise<PaymentRecord | undefined> {
    const entry = this.state.payments.get(transactionId);
    return entry && toRecord(entry);
  }

  async findSucceededPayment(orderId: string): Promise<PaymentRecord | undefined> {
    for (const entry of this.state.payments.values()) {
      if (entry.orderId === orderId && entry.status === 'succeeded') return toRecord(entry);
    }
    return undefined;
  }

  async cancelOpenIntents(orderId: string): Promise<PaymentRecord | undefined> {
    for (const entry of this.state.payments.values()) {
      if (entry.orderId === orderId && entry.status === 'requires_payment_method') {
        entry.status = 'canceled';
      }
    }
    return this.findSucceededPayment(orderId);
  }

  async refund(paymentId: string): Promise<void> {
    const entry = this.state.payments.get(paymentId);
    if (entry?.status === 'succeeded') entry.status = 'refunded';
  }

  async refundPart(request: RefundRequest): Promise<GatewayRefund> {
    const asked = this.state.cardRefunds.get(request.idempotencyKey);
    if (asked) return { outcome: 'refunded', id: asked.id };
    const entry = this.state.payments.get(request.paymentId);
    const refundedCents = [...this.state.cardRefunds.values()]
      .filter((refund) => refund.paymentId === request.paymentId)
      .reduce((sum, refund) => sum + refund.amountCents, 0);
    const decline = refundDeclineOf(
      entry && { amount: entry.amountCents, status: entry.status, refundedCents },
      request.amountCents,
    );
    if (decline) return { outcome: 'declined', message: decline };
    const id = `re_mem_${randomHex().slice(0, 24)}`;
    this.state.cardRefunds.set(request.idempotencyKey, {
      id,
      paymentId: request.paymentId,
      amountCents: request.amountCents,
    });
    return { outcome: 'refunded', id };
  }
}
