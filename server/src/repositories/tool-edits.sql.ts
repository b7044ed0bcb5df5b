// An admin's edit of a tool on the SQL client: the row is locked while the edit is checked,
// as orders lock it to take stock, so neither overwrites the other. A stock crossing its
// low-stock threshold is recorded by the tools_low_stock trigger (migration 013) in this
// same transaction.
import type {
  ToolEditDecision,
  ToolEditStore,
} from '../../../src/application/ports/tool-edit-store.port';
import type { Tool } from '../../../src/domain/tool';
import type { SqlClient } from '../db/sql-client.port';
import { toolColumns } from './tools.sql';

export class ToolEditsSql implements ToolEditStore {
  constructor(private readonly db: SqlClient) {}

  edit(
    id: string,
    decide: (tool: Tool) => ToolEditDecision,
  ): Promise<ToolEditDecision | undefined> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<Tool>(
        `SELECT ${toolColumns} FROM tools WHERE id = $1 FOR UPDATE`,
        [id],
      );
      const current = rows[0];
      if (!current) return undefined;
      const decided = decide(current);
      if (!decided.ok || decided.value.changed.length === 0) return decided;
      const tool = decided.value.tool;
      await tx.query(
        `UPDATE tools SET price = $2, available_qty = $3, min_qty = $4, description = $5,
                          img = $6, low_stock_threshold = $7
         WHERE id = $1`,
        [
          id,
          tool.price,
          tool.availableQty,
          tool.minQty,
          tool.description,
          tool.img,
          tool.lowStockThreshold ?? 0,
        ],
      );
      return decided;
    });
  }
}
