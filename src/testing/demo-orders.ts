// Known demo ids for the ordering tests (a tool to order, orders in each state), reached
// through src/testing because machines and ui may not import adapters.
export { DEMO_ORDERS, DEMO_TOOL_IDS } from '../adapters/memory/demo-data';
