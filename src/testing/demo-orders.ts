// Where the ordering tests and stories start on the in-memory store: the demo customer
// signed in, about to order the angled sash brush, or owing for an order of it; and the
// seed's orders and tool ids, for tests that look one up.
import {
  createMemoryWorld,
  type MemoryWorld,
  type MemoryWorldOptions,
} from '../adapters/memory/memory-world';
import type { Tool } from '../domain/tool';
import { DEMO_ACCOUNTS, DEMO_TOOL_IDS } from '../seed/demo-store';

export { DEMO_ORDERS, DEMO_TOOL_IDS } from '../seed/demo-store';

/** The demo customer as the order form fills them in. */
export const DEMO_CUSTOMER = {
  name: DEMO_ACCOUNTS.customer.name,
  email: DEMO_ACCOUNTS.customer.email,
} as const;

/** The customer signed in, and the tool to order: minQty 20, availableQty 600, price 7. */
export async function customerAboutToOrder(): Promise<{ world: MemoryWorld; tool: Tool }> {
  const world = createMemoryWorld();
  await world.signInAs('customer');
  const tool = world.state.tools.get(DEMO_TOOL_IDS.sashBrush);
  if (!tool) throw new Error('demo tool missing');
  // A copy: an order lowers the store's stock in place, and the page keeps the tool it loaded.
  return { world, tool: structuredClone(tool) };
}

/** The customer signed in, with a fresh unpaid order of 20 sash brushes ($140). */
export async function customerWithUnpaidOrder(
  options: MemoryWorldOptions = {},
): Promise<{ world: MemoryWorld; orderId: string }> {
  const world = createMemoryWorld({}, options);
  await world.signInAs('customer');
  const placed = await world.api.placeOrder({
    toolId: DEMO_TOOL_IDS.sashBrush,
    toolQty: 20,
    name: DEMO_CUSTOMER.name,
    address: '18 Brush Lane, Columbus, OH 43004',
    phone: DEMO_ACCOUNTS.customer.phone,
  });
  if (!placed.ok) throw new Error(placed.error.message);
  return { world, orderId: placed.value.insertedId };
}
