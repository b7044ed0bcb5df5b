// The operations dashboard's reads: each figure is one aggregate query over an index
// (migration 017), so the dashboard costs the same with 10,000 orders as with ten.
import type { OperationsSources } from '../../../src/application/ports/operations-sources.port';
import type { DaySales, LowStockTool, ToolSales } from '../../../src/domain/operations-summary';
import type { Receivables } from '../../../src/domain/receivables';
import type { SqlExecutor } from '../db/sql-client.port';

export class OperationsSql implements OperationsSources {
  constructor(private readonly db: SqlExecutor) {}

  salesByDay(from: Date): Promise<DaySales[]> {
    return this.db.query<DaySales>(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
              count(*)::int AS orders, sum(tool_price)::float8 AS revenue
       FROM orders WHERE status <> 'unpaid' AND created_at >= $1
       GROUP BY 1 ORDER BY 1`,
      [from],
    );
  }

  async countToShip(): Promise<number> {
    const rows = await this.db.query<{ count: number }>(
      // A partly shipped order still waits for the rest of its units.
      `SELECT count(*)::int AS count FROM orders WHERE status IN ('paid', 'partly-shipped')`,
    );
    return rows[0]?.count ?? 0;
  }

  async unpaidByAge(now: Date, boundsMinutes: readonly number[]): Promise<number[]> {
    // width_bucket: 0 below the first bound, n from bound n on (a bound opens its bucket).
    const rows = await this.db.query<{ bucket: number; count: number }>(
      `SELECT width_bucket(extract(epoch FROM $1::timestamptz - created_at) / 60,
                           $2::float8[]) AS bucket,
              count(*)::int AS count
       FROM orders WHERE status = 'unpaid' GROUP BY 1`,
      [now, boundsMinutes],
    );
    const counts = Array.from({ length: boundsMinutes.length + 1 }, () => 0);
    for (const row of rows) counts[row.bucket] = row.count;
    return counts;
  }

  topTools(from: Date, limit: number): Promise<ToolSales[]> {
    return this.db.query<ToolSales>(
      `SELECT l.tool_id::text AS "toolId", max(l.tool_name) AS "toolName",
              sum(l.qty)::int AS units, sum(l.total)::float8 AS revenue
       FROM order_lines l JOIN orders o ON o.id = l.order_id
       WHERE o.status <> 'unpaid' AND o.created_at >= $1
       GROUP BY l.tool_id ORDER BY revenue DESC, "toolName" LIMIT $2`,
      [from, limit],
    );
  }

  async refundedCents(from: Date): Promise<number> {
    const rows = await this.db.query<{ cents: number }>(
      `SELECT coalesce(sum(total_cents), 0)::float8 AS cents
       FROM credit_notes WHERE issued_at >= $1`,
      [from],
    );
    return rows[0]?.cents ?? 0;
  }

  async receivables(now: Date): Promise<Receivables> {
    // Each invoice's balance (receivables.ts) from its payments and credit notes summed once
    // per table; overdue from the day after its due date (UTC), as the statement reads it.
    const rows = await this.db.query<Receivables>(
      `SELECT coalesce(sum(balance), 0)::float8 AS "owedCents",
              coalesce(sum(balance) FILTER (
                WHERE due_on < ($1::timestamptz AT TIME ZONE 'UTC')::date), 0)::float8
                AS "overdueCents"
       FROM (SELECT a.due_on,
                    a.total_cents - coalesce(p.cents, 0) - coalesce(c.cents, 0) AS balance
             FROM account_invoices a
             LEFT JOIN (SELECT invoice_number, sum(amount_cents) AS cents
                        FROM invoice_payments GROUP BY 1) p USING (invoice_number)
             LEFT JOIN (SELECT invoice_number, sum(total_cents) AS cents
                        FROM credit_notes GROUP BY 1) c USING (invoice_number)) owed
       WHERE balance > 0`,
      [now],
    );
    return rows[0] ?? { owedCents: 0, overdueCents: 0 };
  }

  async countReturnsAwaiting(): Promise<number> {
    const rows = await this.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM order_returns
       WHERE status IN ('requested', 'accepted')`,
    );
    return rows[0]?.count ?? 0;
  }

  lowStock(limit: number): Promise<LowStockTool[]> {
    // Low: at or below the tool's own low-stock level (0: the admins asked for no alerts).
    return this.db.query<LowStockTool>(
      `SELECT id::text AS "toolId", name AS "toolName", available_qty AS "availableQty",
              low_stock_threshold AS threshold
       FROM tools WHERE low_stock_threshold > 0 AND available_qty <= low_stock_threshold
       ORDER BY available_qty, name LIMIT $1`,
      [limit],
    );
  }
}
