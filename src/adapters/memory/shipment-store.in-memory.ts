// The use cases' shipment and carrier stores, kept in the in-memory world's Maps. Each
// method runs to its end without awaiting anything, so a shipment's check and its record
// can never be interleaved with another's, as the SQL store's lock on the order keeps them.
import { carrierNameKey, trackingUrl, type Carrier, type CarrierInput } from '../../domain/carrier';
import { LOCAL_SITE_URL } from '../../domain/mail-links';
import type { Shipment } from '../../domain/shipment';
import { shipmentMail } from '../../domain/shipment-mail';
import type {
  CarrierStore,
  NewShipment,
  PlanShipment,
  RecordedShipment,
  SavedCarrier,
  ShipmentStore,
} from '../../application/ports/shipment-store.port';
import { copy } from './api-input';
import { appendAuditEntryInMemory, recordOrderChangeInMemory } from './history.in-memory';
import { recordMail } from './mailbox.in-memory';
import { newId, type MemoryState } from './memory-state';

/** Keys belong to their order, as in the SQL table's unique index. */
const keyOf = (orderId: string, key: string): string => JSON.stringify([orderId, key]);

export class ShipmentStoreInMemory implements ShipmentStore {
  constructor(private readonly state: MemoryState) {}

  async record(asked: NewShipment, plan: PlanShipment): Promise<RecordedShipment> {
    const order = this.state.orders.get(asked.orderId);
    if (!order) return { kind: 'no-order' };
    const replay = this.earlierWithKey(asked);
    if (replay) return replay;
    const carrier = this.state.carriers.get(asked.carrierId);
    if (!carrier) return { kind: 'no-carrier' };
    const verdict = plan(copy(order), this.shipmentsOf(asked.orderId));
    if (!verdict.ok) return { kind: 'refused', refusal: verdict.error };
    const { lines, shippedOn, status } = verdict.value;
    const stored = {
      _id: newId(),
      orderId: order._id,
      orderNumber: order.number,
      carrierId: carrier._id,
      carrierName: carrier.name,
      trackingNumber: asked.trackingNumber,
      shippedOn,
      lines: [...lines],
      createdAt: this.state.now().toISOString(),
    };
    this.state.shipments.set(stored._id, stored);
    if (asked.idempotency)
      this.state.shipmentKeys.set(keyOf(order._id, asked.idempotency.key), {
        shipmentId: stored._id,
        request: asked.idempotency.request,
      });
    order.status = status;
    const inFull = status === 'shipped';
    const kind = inFull ? 'shipped' : 'part-shipped';
    recordOrderChangeInMemory(this.state, stored, kind, 'shipment-recorded', asked.actor);
    const shipment = this.withLink(stored);
    recordMail(this.state, shipmentMail(order, shipment, inFull, LOCAL_SITE_URL));
    return { kind: 'recorded', shipment };
  }

  /** The answer to a retry: the shipment its key recorded, or the key's reuse refused. */
  private earlierWithKey(asked: NewShipment): RecordedShipment | undefined {
    if (!asked.idempotency) return undefined;
    const earlier = this.state.shipmentKeys.get(keyOf(asked.orderId, asked.idempotency.key));
    if (!earlier) return undefined;
    if (earlier.request !== asked.idempotency.request) return { kind: 'key-reused' };
    const stored = this.state.shipments.get(earlier.shipmentId);
    return stored && { kind: 'recorded', shipment: this.withLink(stored) };
  }

  async listForOrder(orderId: string): Promise<Shipment[]> {
    return this.shipmentsOf(orderId);
  }

  private shipmentsOf(orderId: string): Shipment[] {
    return [...this.state.shipments.values()]
      .filter((shipment) => shipment.orderId === orderId)
      .map((shipment) => this.withLink(shipment));
  }

  /** The shipment as read: the carrier's name and tracking link as they are now. */
  private withLink(stored: Omit<Shipment, 'trackingUrl'>): Shipment {
    const carrier = this.state.carriers.get(stored.carrierId);
    const url = carrier && trackingUrl(carrier.trackingUrlTemplate, stored.trackingNumber);
    return copy({
      ...stored,
      carrierName: carrier?.name ?? stored.carrierName,
      ...(url === undefined ? {} : { trackingUrl: url }),
    });
  }
}

export class CarrierStoreInMemory implements CarrierStore {
  constructor(private readonly state: MemoryState) {}

  async list(): Promise<Carrier[]> {
    return [...this.state.carriers.values()]
      .sort((a, b) => carrierNameKey(a.name).localeCompare(carrierNameKey(b.name)))
      .map((carrier) => copy(carrier));
  }

  async add(input: CarrierInput, actor: string): Promise<SavedCarrier> {
    return this.save(newId(), input, actor, 'carrier-added');
  }

  async edit(id: string, input: CarrierInput, actor: string): Promise<SavedCarrier> {
    if (!this.state.carriers.has(id)) return { kind: 'no-carrier' };
    return this.save(id, input, actor, 'carrier-edited');
  }

  async remove(id: string, actor: string): Promise<'removed' | 'no-carrier' | 'in-use'> {
    const carrier = this.state.carriers.get(id);
    if (!carrier) return 'no-carrier';
    const used = [...this.state.shipments.values()].some((shipment) => shipment.carrierId === id);
    if (used) return 'in-use';
    this.state.carriers.delete(id);
    appendAuditEntryInMemory(this.state, {
      actor,
      action: 'carrier-deleted',
      subject: carrier.name,
      subjectId: id,
    });
    return 'removed';
  }

  private save(
    id: string,
    input: CarrierInput,
    actor: string,
    action: 'carrier-added' | 'carrier-edited',
  ): SavedCarrier {
    const key = carrierNameKey(input.name);
    const taken = [...this.state.carriers.values()].some(
      (other) => other._id !== id && carrierNameKey(other.name) === key,
    );
    if (taken) return { kind: 'name-taken' };
    const carrier: Carrier = { _id: id, ...input };
    this.state.carriers.set(id, carrier);
    appendAuditEntryInMemory(this.state, { actor, action, subject: carrier.name, subjectId: id });
    return { kind: 'saved', carrier: copy(carrier) };
  }
}
