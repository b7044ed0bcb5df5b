// Known demo ids and starting points for the ordering tests (a tool to order, orders in each
// state), reached through src/testing because machines and ui may not import adapters.
export { DEMO_ORDERS, DEMO_TOOL_IDS } from '../adapters/memory/demo-data';
export {
  customerAboutToOrder,
  customerWithUnpaidOrder,
  DEMO_CUSTOMER,
} from '../adapters/memory/demo-checkout';
