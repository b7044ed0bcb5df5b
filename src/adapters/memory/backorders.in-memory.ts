// Stock arriving for a tool with waiting backorders, in the in-memory world: the same
// first-come allocation as the SQL store (backorders.sql.ts), in one synchronous step.
import { allocateArrivals, ordersNowReady, type WaitingLine } from '../../domain/backorder';
import { LOCAL_SITE_URL } from '../../domain/mail-links';
import type { OrderLine } from '../../domain/order-line';
import { orderMail } from '../../domain/order-mails';
import { recordMail } from './mailbox.in-memory';
import type { MemoryState } from './memory-state';

const waitingUnits = (lines: readonly OrderLine[]): number =>
  lines.reduce((sum, line) => sum + (line.backordered ?? 0), 0);

/** The line with `still` units waiting: without the backorder's fields once none wait. */
export function stillWaiting(line: OrderLine, still: number): OrderLine {
  const { backordered: _was, restockDate: _said, ...ready } = line;
  return still > 0 ? { ...line, backordered: still } : ready;
}

/** allocateArrivalsInMemory for each of `toolIds` (stock raised or freed for them). */
export function allocateArrivalsForToolsInMemory(
  state: MemoryState,
  toolIds: readonly string[],
): void {
  for (const toolId of new Set(toolIds)) allocateArrivalsInMemory(state, toolId);
}

export function allocateArrivalsInMemory(state: MemoryState, toolId: string): void {
  const tool = state.tools.get(toolId);
  if (!tool || tool.availableQty <= 0) return;
  // Paid (by card or on account) and not shipped in full, in the order they came in.
  const queued = [...state.orders.values()]
    .filter((order) => order.status === 'paid' || order.status === 'partly-shipped')
    .sort((a, b) => a.number - b.number);
  const waiting: WaitingLine[] = queued.flatMap((order) =>
    order.lines.flatMap((line, position) =>
      line.toolId === toolId && (line.backordered ?? 0) > 0
        ? [{ orderId: order._id, position, backordered: line.backordered ?? 0 }]
        : [],
    ),
  );
  const { allocations, stockLeft } = allocateArrivals(tool.availableQty, waiting);
  for (const { orderId, position, allocated } of allocations) {
    const order = state.orders.get(orderId);
    const line = order?.lines[position];
    if (!order || !line) continue;
    order.lines[position] = stillWaiting(line, (line.backordered ?? 0) - allocated);
  }
  tool.availableQty = stockLeft;
  const ready = ordersNowReady(allocations, (id) =>
    waitingUnits(state.orders.get(id)?.lines ?? []),
  );
  for (const orderId of ready) {
    const order = state.orders.get(orderId);
    if (order) recordMail(state, orderMail('ready', order, LOCAL_SITE_URL));
  }
}
