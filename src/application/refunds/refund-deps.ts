// What the refund use cases work with: the orders (to find one), the refunds, the card
// gateway that gives the money back, and the credit notes' files.
import type { CreditNoteFiles } from '../ports/credit-note-files.port';
import type { OrderStore } from '../ports/order-store.port';
import type { PaymentGateway } from '../ports/payment-gateway.port';
import type { RefundStore } from '../ports/refund-store.port';

export interface RefundDeps {
  readonly orders: Pick<OrderStore, 'findById'>;
  readonly refunds: RefundStore;
  readonly payments: Pick<PaymentGateway, 'refundPart'>;
  readonly creditNoteFiles: CreditNoteFiles;
}
