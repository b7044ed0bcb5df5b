// What the order use cases work with: the stores and the gateway behind their ports, and
// the moment the request is handled (one clock reading per request).
import type { OrderStore } from '../ports/order-store.port';
import type { PaymentGateway } from '../ports/payment-gateway.port';
import type { ToolCatalog } from '../ports/tool-catalog.port';

export interface OrderDeps {
  readonly orders: OrderStore;
  readonly tools: ToolCatalog;
  readonly payments: PaymentGateway;
  readonly now: Date;
}
