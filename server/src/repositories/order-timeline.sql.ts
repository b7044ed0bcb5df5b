// The order timeline on the SQL client: entries are written by the order repository in the
// statement or transaction of the change they record; read here, oldest first.
import type { OrderEventKind, OrderTimelineEntry } from '../../../src/domain/order-timeline';
import type { OrderTimelineReader } from '../../../src/application/ports/order-timeline.port';
import type { SqlExecutor } from '../db/sql-client.port';
import { iso, type RowOf } from './sql-row';

/** An entry for the order `orderId`, inside the caller's transaction. */
export async function appendOrderEvent(
  tx: SqlExecutor,
  orderId: string,
  kind: OrderEventKind,
  actor: string,
): Promise<void> {
  // Kinds that happen once per order (payment started) stay one entry when asked again.
  await tx.query(
    `INSERT INTO order_events (order_id, kind, actor) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [orderId, kind, actor],
  );
}

/**
 * The clause of a data-modifying WITH that logs each order the CTE `changed` returned (it
 * must return `id`): `kind` and `actor` are the statement's parameter references.
 */
export const logChangedOrders = (changed: string, kind: string, actor: string): string =>
  `INSERT INTO order_events (order_id, kind, actor) SELECT id, ${kind}, ${actor} FROM ${changed}`;

/**
 * As `logChangedOrders`, for the audit log: `changed` returns `id` and `number`; only when
 * `condition` (SQL over the parameters) holds.
 */
export const auditChangedOrders = (
  changed: string,
  action: string,
  actor: string,
  condition = 'true',
): string =>
  `INSERT INTO audit_log (actor, action, subject, subject_id)
   SELECT ${actor}, ${action}, '#' || number, id::text FROM ${changed} WHERE ${condition}`;

export class OrderTimelineSql implements OrderTimelineReader {
  constructor(private readonly db: SqlExecutor) {}

  async timelineOf(orderId: string): Promise<OrderTimelineEntry[]> {
    const rows = await this.db.query<RowOf<OrderTimelineEntry, 'at'>>(
      `SELECT kind, actor, at FROM order_events WHERE order_id = $1 ORDER BY at, id`,
      [orderId],
    );
    return rows.map((row) => ({ ...row, at: iso(row.at) }));
  }
}
