// The Manage Orders page's API (GET /orders, PUT /order/{id} to ship, DELETE /order/{id} to
// cancel), answered by the in-memory store: the seed's orders, one in each state, with the
// admin signed in.
import { DEMO_ORDERS } from '../../../seed/demo-store';
import { worldApi, type CallFault } from './world-api';

export const sampleOrders = DEMO_ORDERS;

type OrderCalls = 'listAllOrders' | 'shipOrder' | 'deleteOrder';

const asAdmin = (faults: Partial<Record<OrderCalls, CallFault>> = {}, orders = sampleOrders) =>
  worldApi({ signedInAs: 'admin', seed: { orders }, faults }).handlers;

export const manageOrdersHandlers = {
  served: () => asAdmin(),
};
