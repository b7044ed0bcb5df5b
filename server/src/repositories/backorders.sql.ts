// Stock arriving for a tool with waiting backorders, on the SQL client: inside the
// transaction that raised or freed it (an admin's edit, a catalogue import, an unpaid order
// removed, a refund restocked) or paid an order still waiting, with the tool's row locked
// as orders lock it to take stock, the paid orders' waiting units are
// served first come, first served (backorder.ts allocateArrivals), the rest stays on sale,
// and every order with nothing left waiting gets its "ready to ship" e-mail in the same
// transaction. The orders are locked too, so a shipment recorded meanwhile sees the change.
import { allocateArrivals, ordersNowReady, type WaitingLine } from '../../../src/domain/backorder';
import type { SqlExecutor } from '../db/sql-client.port';
import { enqueueOrderMail } from './event-mail.sql';

/** Orders that count in the queue: paid (by card or on account) and not shipped in full. */
const QUEUED_STATUSES = `('paid', 'partly-shipped')`;

export async function allocateArrivalsWithin(
  tx: SqlExecutor,
  toolId: string,
  siteUrl: string,
): Promise<void> {
  const tools = await tx.query<{ stock: number }>(
    'SELECT available_qty AS stock FROM tools WHERE id = $1 FOR UPDATE',
    [toolId],
  );
  const stock = tools[0]?.stock ?? 0;
  if (stock <= 0) return;
  const waiting = await tx.query<WaitingLine>(
    `SELECT l.order_id::text AS "orderId", l.position, l.backordered
     FROM order_lines l JOIN orders o ON o.id = l.order_id
     WHERE l.tool_id = $1 AND l.backordered > 0 AND o.status IN ${QUEUED_STATUSES}
     ORDER BY o.number, l.position
     FOR UPDATE OF o, l`,
    [toolId],
  );
  const { allocations, stockLeft } = allocateArrivals(stock, waiting);
  if (allocations.length === 0) return;
  await tx.query(
    `UPDATE order_lines SET backordered = order_lines.backordered - a.allocated,
            restock_date = CASE WHEN order_lines.backordered = a.allocated THEN NULL
                                ELSE order_lines.restock_date END
     FROM unnest($1::uuid[], $2::int[], $3::int[]) AS a(order_id, position, allocated)
     WHERE order_lines.order_id = a.order_id AND order_lines.position = a.position`,
    [
      allocations.map((a) => a.orderId),
      allocations.map((a) => a.position),
      allocations.map((a) => a.allocated),
    ],
  );
  await tx.query('UPDATE tools SET available_qty = $2 WHERE id = $1', [toolId, stockLeft]);
  const left = await tx.query<{ orderId: string; waiting: number }>(
    `SELECT order_id::text AS "orderId", sum(backordered)::int AS waiting FROM order_lines
     WHERE order_id = ANY($1::uuid[]) GROUP BY order_id`,
    [[...new Set(allocations.map((a) => a.orderId))]],
  );
  const waitingOf = new Map(left.map((row) => [row.orderId, row.waiting]));
  for (const orderId of ordersNowReady(allocations, (id) => waitingOf.get(id) ?? 0)) {
    await enqueueOrderMail(tx, 'ready', orderId, siteUrl);
  }
}

/** allocateArrivalsWithin for each of `toolIds`, in one order so two callers never deadlock. */
export async function allocateArrivalsForTools(
  tx: SqlExecutor,
  toolIds: readonly string[],
  siteUrl: string,
): Promise<void> {
  for (const toolId of [...new Set(toolIds)].sort()) {
    await allocateArrivalsWithin(tx, toolId, siteUrl);
  }
}
