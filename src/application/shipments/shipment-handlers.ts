// The shipments' and carriers' calls (src/ports/calls/shipments.calls.ts), each answered by
// its use case: the API server registers these, and the in-memory API serves them.
import type { SignedInAsk } from '../served-call';
import { addCarrier, deleteCarrier, editCarrier, listCarriers } from './carriers';
import { listShipments, recordShipment } from './ship-in-part';
import type { ShipmentDeps } from './shipment-deps';

type ById = SignedInAsk<{ id: string }>;

export const shipmentHandlers = {
  recordShipment: (deps: ShipmentDeps, ask: ById) =>
    recordShipment(deps, ask.viewer, ask.params.id, ask.body, ask.idempotencyKey),
  listShipments: (deps: ShipmentDeps, ask: ById) => listShipments(deps, ask.viewer, ask.params.id),
  listCarriers: (deps: ShipmentDeps, ask: SignedInAsk) => listCarriers(deps, ask.viewer),
  addCarrier: (deps: ShipmentDeps, ask: SignedInAsk) => addCarrier(deps, ask.viewer, ask.body),
  editCarrier: (deps: ShipmentDeps, ask: ById) =>
    editCarrier(deps, ask.viewer, ask.params.id, ask.body),
  deleteCarrier: (deps: ShipmentDeps, ask: ById) => deleteCarrier(deps, ask.viewer, ask.params.id),
};
