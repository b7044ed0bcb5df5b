// A catalogue import on the SQL client: the tools table is locked against every other write
// (an edit, an order taking stock, another import; reads go on) while the rows are checked
// against it, then the new tools go in with one INSERT, the changed ones with one UPDATE,
// and the audit entry with them, in one transaction: all of it or none. Raised stock goes to
// the paid orders waiting for it (backorders.sql.ts), in the same transaction.
import type {
  CatalogueImportStore,
  CatalogueWrites,
} from '../../../src/application/ports/catalogue-import.port';
import { ok, type Result } from '../../../src/domain/result';
import type { Tool } from '../../../src/domain/tool';
import type { SqlClient, SqlExecutor } from '../db/sql-client.port';
import { recordAudit } from './audit-log.sql';
import { toolColumns } from './tools.sql';
import { allocateArrivalsForTools } from './backorders.sql';
import { LOCAL_SITE_URL } from '../../../src/domain/mail-links';

const allTools = `SELECT ${toolColumns} FROM tools ORDER BY created_at, id`;

async function write(tx: SqlExecutor, writes: CatalogueWrites): Promise<void> {
  if (writes.create.length > 0) {
    await tx.query(
      `INSERT INTO tools (name, img, description, min_qty, available_qty, price, price_tiers,
                          part_number, pack_size, max_per_order)
       SELECT t.name, t.img, t.description, t."minQty", t."availableQty", t.price, '[]'::jsonb,
              t."partNumber", t."packSize", 0
       FROM jsonb_to_recordset($1::jsonb)
            AS t(n int, name text, img text, description text, "minQty" int, "availableQty" int,
                 price int, "partNumber" text, "packSize" int)
       ORDER BY t.n`,
      [
        JSON.stringify(
          // In the file's order: the catalogue lists tools as they were added.
          writes.create.map((tool, n) => ({ ...tool, n, packSize: tool.packSize ?? 1 })),
        ),
      ],
    );
  }
  if (writes.update.length > 0) {
    await tx.query(
      `UPDATE tools SET name = t.name, img = t.img, description = t.description,
                        min_qty = t."minQty", available_qty = t."availableQty", price = t.price,
                        pack_size = t."packSize"
       FROM jsonb_to_recordset($1::jsonb)
            AS t(id uuid, name text, img text, description text, "minQty" int,
                 "availableQty" int, price int, "packSize" int)
       WHERE tools.id = t.id`,
      [
        JSON.stringify(
          writes.update.map((tool) => ({ ...tool, id: tool._id, packSize: tool.packSize ?? 1 })),
        ),
      ],
    );
  }
}

export class CatalogueImportSql implements CatalogueImportStore {
  constructor(
    private readonly db: SqlClient,
    /** Where the "ready to ship" e-mails of orders served by the new stock link. */
    private readonly siteUrl: string = LOCAL_SITE_URL,
  ) {}

  list(): Promise<Tool[]> {
    return this.db.query<Tool>(allTools);
  }

  apply<A, R>(
    actor: string,
    decide: (tools: readonly Tool[]) => Result<{ writes: CatalogueWrites; answer: A }, R>,
  ): Promise<Result<A, R>> {
    return this.db.transaction(async (tx) => {
      // SHARE ROW EXCLUSIVE: every INSERT, UPDATE and DELETE of a tool waits, SELECTs do not.
      await tx.query('LOCK TABLE tools IN SHARE ROW EXCLUSIVE MODE');
      const decided = decide(await tx.query<Tool>(allTools));
      if (!decided.ok) return decided;
      const { writes, answer } = decided.value;
      if (writes.create.length + writes.update.length === 0) return ok(answer);
      await write(tx, writes);
      // Stock that arrived goes to the paid orders waiting for it first, as an edit's does.
      await allocateArrivalsForTools(
        tx,
        writes.update.map((tool) => tool._id),
        this.siteUrl,
      );
      await recordAudit(tx, actor, 'catalogue-imported', writes.auditSubject);
      return ok(answer);
    });
  }
}
