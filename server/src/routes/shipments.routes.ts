// The shipments' and carriers' calls (src/ports/calls/shipments.calls.ts), answered by
// src/application/shipments. Recording a shipment (an e-mail to the customer each time)
// and the carriers' writes count against the admin's writes limit.
import { shipmentHandlers } from '../../../src/application/shipments/shipment-handlers';
import type { ShipmentDeps } from '../../../src/application/shipments/shipment-deps';
import { shipmentCalls } from '../../../src/ports/calls/shipments.calls';
import type { AppDeps } from '../app-deps';
import { callRoutes } from '../http/call-routes';
import { perAccount } from '../http/rate-limits';

export function shipmentRoutes(deps: AppDeps) {
  const shipping = { ...deps, now: () => deps.clock.now() } satisfies ShipmentDeps;
  const writes = [perAccount(deps.rateLimiter, 'adminWritesPerUser')];
  return callRoutes(shipmentCalls, shipmentHandlers, shipping, {
    recordShipment: writes,
    addCarrier: writes,
    editCarrier: writes,
    deleteCarrier: writes,
  });
}
