// The checks read from the cluster's database after a load: no unit sold twice (for every
// tool, the stock before = the stock left + the units of the orders placed meanwhile) and no
// acknowledged order lost (every order answered with 201 is there).
import type { SqlClient } from '../../src/db/sql-client.port';

/** Per tool: units on the shelf, and units held by orders (any state). */
export type StockSnapshot = Map<string, { name: string; available: number; ordered: number }>;

export async function stockSnapshot(db: SqlClient): Promise<StockSnapshot> {
  const rows = await db.query<{ id: string; name: string; available: number; ordered: number }>(
    `SELECT t.id::text AS id, t.name, t.available_qty AS available,
            COALESCE((SELECT sum(o.tool_qty) FROM orders o WHERE o.tool_id = t.id), 0)::int AS ordered
     FROM tools t ORDER BY t.name`,
  );
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}

export interface StockCheck {
  /** One line per tool: initial stock, left, ordered during the load. */
  lines: string[];
  /** Units sold beyond the stock, over all tools (must be 0). */
  oversold: number;
}

export function checkStock(before: StockSnapshot, after: StockSnapshot): StockCheck {
  const lines: string[] = [];
  let oversold = 0;
  for (const [id, start] of before) {
    const end = after.get(id);
    if (!end) throw new Error(`the tool ${start.name} disappeared during the load`);
    const initial = start.available;
    const ordered = end.ordered - start.ordered;
    // More units in orders than left the shelf, or a shelf below zero, is overselling.
    const gap = Math.abs(initial - (end.available + ordered)) + Math.max(0, -end.available);
    oversold += gap;
    lines.push(
      `${start.name.slice(0, 28).padEnd(28)} initial ${String(initial).padStart(7)} = left ${String(end.available).padStart(7)} + ordered ${String(ordered).padStart(6)}  ${gap === 0 ? 'ok' : `MISMATCH ${gap}`}`,
    );
  }
  return { lines, oversold };
}

/** How many of the acknowledged order ids are not in the database. */
export async function lostOrders(db: SqlClient, acknowledged: readonly string[]): Promise<number> {
  if (acknowledged.length === 0) return 0;
  const [row] = await db.query<{ found: number }>(
    'SELECT count(*)::int AS found FROM orders WHERE id = ANY($1::uuid[])',
    [acknowledged],
  );
  return acknowledged.length - (row?.found ?? 0);
}
