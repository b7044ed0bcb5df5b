// The shipments' and carriers' calls (src/ports/calls/shipments.calls.ts), answered by
// src/application/shipments.
import { shipmentHandlers } from '../../../src/application/shipments/shipment-handlers';
import type { ShipmentDeps } from '../../../src/application/shipments/shipment-deps';
import { shipmentCalls } from '../../../src/ports/calls/shipments.calls';
import type { AppDeps } from '../app-deps';
import { callRoutes } from '../http/call-routes';

export function shipmentRoutes(deps: AppDeps) {
  const shipping = { ...deps, now: () => deps.clock.now() } satisfies ShipmentDeps;
  return callRoutes(shipmentCalls, shipmentHandlers, shipping);
}
