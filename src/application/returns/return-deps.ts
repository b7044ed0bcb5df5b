// What the return use cases work with: the orders, the returns, and what refunding needs
// (a received return is refunded by the refund use case).
import type { RefundDeps } from '../refunds/refund-deps';
import type { ReturnStore } from '../ports/return-store.port';

export interface ReturnDeps extends Pick<RefundDeps, 'orders' | 'refunds' | 'payments'> {
  readonly returns: ReturnStore;
  readonly now: () => Date;
}
