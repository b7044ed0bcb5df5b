// The shipments' and carriers' calls (src/ports/calls/shipments.calls.ts), each answered by
// its use case: the API server registers these, and the in-memory API serves them.
import type { CarrierInput } from '../../domain/carrier';
import type { ShipmentInput } from '../../domain/shipment';
import type { CallHandlers, BodyAsk, SignedInAsk, ById } from '../served-call';
import { addCarrier, deleteCarrier, editCarrier, listCarriers } from './carriers';
import { listShipments, recordShipment } from './ship-in-part';
import type { ShipmentDeps } from './shipment-deps';

export const shipmentHandlers = {
  recordShipment: (deps, ask: ById<ShipmentInput>) =>
    recordShipment(deps, ask.viewer, ask.params.id, ask.body, ask.idempotencyKey),
  listShipments: (deps, ask: ById) => listShipments(deps, ask.viewer, ask.params.id),
  listCarriers: (deps, ask: SignedInAsk) => listCarriers(deps, ask.viewer),
  addCarrier: (deps, ask: BodyAsk<CarrierInput>) => addCarrier(deps, ask.viewer, ask.body),
  editCarrier: (deps, ask: ById<CarrierInput>) =>
    editCarrier(deps, ask.viewer, ask.params.id, ask.body),
  deleteCarrier: (deps, ask: ById) => deleteCarrier(deps, ask.viewer, ask.params.id),
} satisfies CallHandlers<ShipmentDeps>;
