// The exports' reads on the SQL client: keyset pages (after the last number or id seen),
// so each batch is one indexed query and no batch holds more than `batchSize` rows.
import type { ExportSources } from '../../../src/application/ports/export-sources.port';
import type { ExportRange } from '../../../src/domain/export-range';
import type { Tool } from '../../../src/domain/tool';
import type { SqlExecutor } from '../db/sql-client.port';
import { orderColumns, toOrder, type OrderRow } from './orders.sql';
import { toolColumns, toTool, type ToolRow } from './tools.sql';

export class ExportsSql implements ExportSources {
  constructor(private readonly db: SqlExecutor) {}

  async *ordersPlacedIn(range: ExportRange, batchSize: number) {
    // Order numbers rise with placing, so they order the file by time and page it exactly
    // (created_at has microseconds a JavaScript Date would round away).
    let after = 0;
    for (;;) {
      const rows = await this.db.query<OrderRow>(
        `SELECT ${orderColumns} FROM orders
         WHERE number > $1
           AND ($2::timestamptz IS NULL OR created_at >= $2)
           AND ($3::timestamptz IS NULL OR created_at < $3)
         ORDER BY number LIMIT $4`,
        [after, range.since ?? null, range.before ?? null, batchSize],
      );
      if (rows.length > 0) yield rows.map(toOrder);
      const last = rows.at(-1);
      if (!last || rows.length < batchSize) return;
      after = last.number;
    }
  }

  async *tools(batchSize: number) {
    let after: string | null = null;
    for (;;) {
      const rows: Tool[] = (
        await this.db.query<ToolRow>(
          `SELECT ${toolColumns} FROM tools
         WHERE ($1::uuid IS NULL OR id > $1::uuid) ORDER BY id LIMIT $2`,
          [after, batchSize],
        )
      ).map(toTool);
      if (rows.length > 0) yield rows;
      const last = rows.at(-1);
      if (!last || rows.length < batchSize) return;
      after = last._id;
    }
  }
}
