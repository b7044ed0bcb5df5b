// Every write of a tool's price rules and stock on the SQL client (an admin's edit, new
// price tiers): the row is locked while the write is checked, as orders lock it to take
// stock, so no write is checked against a price or minimum another one is changing. A stock crossing its
// low-stock threshold is recorded by the tools_low_stock trigger (migration 013) in this
// same transaction.
import type { ToolEditStore, ToolWrite } from '../../../src/application/ports/tool-edit-store.port';
import type { Result } from '../../../src/domain/result';
import type { Tool } from '../../../src/domain/tool';
import type { SqlClient } from '../db/sql-client.port';
import { PartNumberTaken } from '../../../src/application/ports/tool-shelf.port';
import { isUniqueViolation } from '../db/unique-violation';
import { PART_NUMBER_INDEX, selectTools } from './tools.sql';
import { allocateArrivalsWithin } from './backorders.sql';
import { LOCAL_SITE_URL } from '../../../src/domain/mail-links';

export class ToolEditsSql implements ToolEditStore {
  constructor(
    private readonly db: SqlClient,
    /** The store's address (SITE_URL), which the "ready to ship" e-mails link to. */
    private readonly siteUrl: string = LOCAL_SITE_URL,
  ) {}

  edit<D extends Result<ToolWrite, unknown>>(
    id: string,
    decide: (tool: Tool) => D,
  ): Promise<D | undefined> {
    return this.db.transaction(async (tx) => {
      const [current] = await selectTools(tx, 'WHERE id = $1 FOR UPDATE', [id]);
      if (!current) return undefined;
      const decided = decide(current);
      if (!decided.ok || decided.value.changed.length === 0) return decided;
      const tool = decided.value.tool;
      try {
        await tx.query(
          `UPDATE tools SET price = $2, available_qty = $3, min_qty = $4, description = $5,
                            img = $6, low_stock_threshold = $7, price_tiers = $8::jsonb,
                            part_number = $9, pack_size = $10, max_per_order = $11,
                            backorder_until = $12::date
           WHERE id = $1`,
          [
            id,
            tool.price,
            tool.availableQty,
            tool.minQty,
            tool.description,
            tool.img,
            tool.lowStockThreshold ?? 0,
            JSON.stringify(tool.tiers ?? []),
            // Every stored tool has one (migration 037).
            tool.partNumber ?? current.partNumber ?? '',
            tool.packSize ?? 1,
            tool.maxPerOrder ?? 0,
            tool.backorderUntil ?? null,
          ],
        );
      } catch (error) {
        if (isUniqueViolation(error, PART_NUMBER_INDEX))
          throw new PartNumberTaken(tool.partNumber ?? '');
        throw error;
      }
      // Stock that arrived goes to the orders waiting for it first.
      await allocateArrivalsWithin(tx, id, this.siteUrl);
      return decided;
    });
  }
}
