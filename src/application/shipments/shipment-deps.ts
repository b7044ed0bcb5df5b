// What the shipment use cases work with: the orders (to find one), the shipments and the
// carriers, and the store's clock (a shipment is dated today unless told otherwise).
import type { OrderStore } from '../ports/order-store.port';
import type { CarrierStore, ShipmentStore } from '../ports/shipment-store.port';

export interface ShipmentDeps {
  readonly orders: Pick<OrderStore, 'findById'>;
  readonly shipments: ShipmentStore;
  readonly carriers: CarrierStore;
  readonly now: () => Date;
}
