// Tools on the SQL client; rows come back already in the domain's shape.
import type { Page } from '../../../src/domain/page';
import type { Tool } from '../../../src/domain/tool';
import type { ToolPageQuery, ToolSort } from '../../../src/domain/tool-search';
import type { SqlExecutor } from '../db/sql-client.port';
import { PartNumberTaken } from '../../../src/application/ports/tool-shelf.port';
import { partNumberFromName } from '../../../src/domain/part-number';
import { isUniqueViolation } from '../db/unique-violation';
import type { NewTool, Tools } from './tools.repository.port';
import { selectPage, type PageCondition } from './sql-page';
import { returnedId, selecting } from './sql-row';

export const toolColumns = `id::text AS "_id", name, img, description,
  min_qty AS "minQty", available_qty AS "availableQty", price, price_tiers AS tiers,
  low_stock_threshold AS "lowStockThreshold", part_number AS "partNumber",
  pack_size AS "packSize", max_per_order AS "maxPerOrder",
  to_char(backorder_until, 'YYYY-MM-DD') AS "backorderUntil"`;

/** A row of toolColumns: a date column reads null when the tool has none. */
type ToolRow = Omit<Tool, 'backorderUntil'> & { backorderUntil: string | null };

/** The tool as the API answers it: no restock date, no backorders (migration 041). */
const toTool = ({ backorderUntil, ...row }: ToolRow): Tool =>
  backorderUntil === null ? row : { ...row, backorderUntil };

/** The tools that `rest` (the repository's own WHERE … ORDER BY … text) selects. */
export const selectTools = selecting(toolColumns, 'tools', toTool);

const newest = 'created_at DESC, id DESC';
/** Migration 037's unique index over upper(part_number). */
export const PART_NUMBER_INDEX = 'tools_part_number_key';
// Names in the domain's order (nameKey): only A–Z folded, then code points, on any locale.
const byName = 'lower(name COLLATE "C")';
/** Each order of the domain's sortTools, ties newest first, so that pages never overlap. */
const orderBy: Record<ToolSort, string> = {
  newest,
  'price-asc': `price ASC, ${newest}`,
  'price-desc': `price DESC, ${newest}`,
  'name-asc': `${byName} ASC, name COLLATE "C" ASC, ${newest}`,
  'name-desc': `${byName} DESC, name COLLATE "C" DESC, ${newest}`,
};

/**
 * The domain's toolMatches beyond the search, in SQL. A bound may have cents while a base
 * price is whole dollars: $12.50 and up is $13 and up, so the bounds go as the integers the
 * column and its index (migration 006) compare with, never a cast of every row's price.
 */
function conditionsOf(query: ToolPageQuery): PageCondition[] {
  const where: PageCondition[] = [];
  if (query.minPrice !== undefined)
    where.push({ sql: (p) => `price >= ${p}`, value: Math.ceil(query.minPrice) });
  if (query.maxPrice !== undefined)
    where.push({ sql: (p) => `price <= ${p}`, value: Math.floor(query.maxPrice) });
  if (query.inStock) where.push({ sql: 'available_qty >= min_qty' });
  return where;
}

export class ToolsSql implements Tools {
  constructor(private readonly db: SqlExecutor) {}

  list(): Promise<Tool[]> {
    return selectTools(this.db, 'ORDER BY created_at, id');
  }

  findPage(query: ToolPageQuery): Promise<Page<Tool>> {
    return selectPage(
      this.db,
      {
        columns: toolColumns,
        table: 'tools',
        // Each trigram-indexed (migrations 006, 037).
        searchIn: ['name', 'description', 'part_number'],
        where: conditionsOf(query),
        orderBy: orderBy[query.sort ?? 'newest'],
        to: toTool,
      },
      query,
    );
  }

  async findById(id: string): Promise<Tool | undefined> {
    return (await selectTools(this.db, 'WHERE id = $1', [id]))[0];
  }

  async add(tool: NewTool): Promise<string> {
    const partNumber = tool.partNumber ?? (await this.partNumberOfName(tool.name));
    try {
      const rows = await this.db.query<{ id: string }>(
        `INSERT INTO tools (name, img, description, min_qty, available_qty, price, price_tiers,
                            part_number, pack_size, max_per_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10) RETURNING id::text AS id`,
        [
          tool.name,
          tool.img,
          tool.description,
          tool.minQty,
          tool.availableQty,
          tool.price,
          JSON.stringify(tool.tiers ?? []),
          partNumber,
          tool.packSize ?? 1,
          tool.maxPerOrder ?? 0,
        ],
      );
      return returnedId(rows);
    } catch (error) {
      if (isUniqueViolation(error, PART_NUMBER_INDEX)) throw new PartNumberTaken(partNumber);
      throw error;
    }
  }

  /** One made from the name, numbered past those the catalogue holds. */
  private async partNumberOfName(name: string): Promise<string> {
    const base = partNumberFromName(name, () => false);
    const rows = await this.db.query<{ key: string }>(
      `SELECT upper(part_number) AS key FROM tools WHERE upper(part_number) LIKE $1 || '%'`,
      [base],
    );
    const taken = new Set(rows.map((row) => row.key));
    return partNumberFromName(name, (key) => taken.has(key));
  }

  /** By migration 037's index over upper(part_number). */
  findByPartNumbers(keys: readonly string[]): Promise<Tool[]> {
    return selectTools(this.db, 'WHERE upper(part_number) = ANY($1::text[])', [[...keys]]);
  }

  async remove(id: string): Promise<number> {
    const rows = await this.db.query<{ id: string }>(
      'DELETE FROM tools WHERE id = $1 RETURNING id',
      [id],
    );
    return rows.length;
  }
}
