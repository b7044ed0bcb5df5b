// Carriers and shipments as the use cases see them: SQL on the server, Maps in the
// in-memory API. `record` is where two admins shipping one order at once are put in turn.
import type { Carrier, CarrierInput } from '../../domain/carrier';
import type { Order } from '../../domain/order';
import type { Actor } from '../../domain/order-timeline';
import type { Result } from '../../domain/result';
import type { Shipment, ShipmentPlan, ShipmentRefusal } from '../../domain/shipment';

/** The shipment rule, run by the store on the order and its shipments as they are while locked. */
export type PlanShipment = (
  order: Order,
  earlier: readonly Shipment[],
) => Result<ShipmentPlan, ShipmentRefusal | { readonly code: 'invalid'; readonly message: string }>;

export interface NewShipment {
  readonly orderId: string;
  readonly carrierId: string;
  readonly trackingNumber: string;
  readonly actor: Actor;
  /**
   * The request's Idempotency-Key with what it asked for: a shipment recorded with the same
   * key for this order answers again instead of a new one being recorded.
   */
  readonly idempotency?: { readonly key: string; readonly request: string } | undefined;
}

export type RecordedShipment =
  | { readonly kind: 'recorded'; readonly shipment: Shipment }
  | {
      readonly kind: 'refused';
      readonly refusal: ShipmentRefusal | { readonly code: 'invalid'; readonly message: string };
    }
  | { readonly kind: 'no-order' }
  | { readonly kind: 'no-carrier' }
  /** The key recorded a shipment of this order for another request. */
  | { readonly kind: 'key-reused' };

export interface ShipmentStore {
  /**
   * With the order locked: the plan's verdict over the order's shipments, recorded when it
   * holds, together with the order's new status, its timeline and audit entries and the
   * customer's e-mail.
   */
  record(shipment: NewShipment, plan: PlanShipment): Promise<RecordedShipment>;
  /** The order's shipments, oldest first. */
  listForOrder(orderId: string): Promise<Shipment[]>;
}

export type SavedCarrier =
  | { readonly kind: 'saved'; readonly carrier: Carrier }
  | { readonly kind: 'name-taken' }
  | { readonly kind: 'no-carrier' };

export interface CarrierStore {
  /** Every carrier, by name. */
  list(): Promise<Carrier[]>;
  add(input: CarrierInput, actor: Actor): Promise<SavedCarrier>;
  edit(id: string, input: CarrierInput, actor: Actor): Promise<SavedCarrier>;
  /** Deletes a carrier no shipment went with; checked with the carrier locked. */
  remove(id: string, actor: Actor): Promise<'removed' | 'no-carrier' | 'in-use'>;
}
