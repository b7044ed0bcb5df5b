// Tools on the SQL client; rows come back already in the domain's shape.
import type { Page, PageQuery } from '../../../src/domain/page';
import type { NewToolInput, Tool } from '../../../src/domain/tool';
import type { SqlExecutor } from '../db/sql-client.port';
import type { Tools } from './tools.repository.port';
import { returnedId } from '../db/returned-id';
import { selectPage } from './sql-page';

const toolColumns = `id::text AS "_id", name, img, description,
  min_qty AS "minQty", available_qty AS "availableQty", price`;

export class ToolsSql implements Tools {
  constructor(private readonly db: SqlExecutor) {}

  list(): Promise<Tool[]> {
    return this.db.query<Tool>(`SELECT ${toolColumns} FROM tools ORDER BY created_at, id`);
  }

  findPage(query: PageQuery): Promise<Page<Tool>> {
    return selectPage<Tool>(
      this.db,
      {
        columns: toolColumns,
        table: 'tools',
        searchIn: ['name'],
        orderBy: 'created_at DESC, id DESC',
      },
      query,
    );
  }

  async findById(id: string): Promise<Tool | undefined> {
    const rows = await this.db.query<Tool>(`SELECT ${toolColumns} FROM tools WHERE id = $1`, [id]);
    return rows[0];
  }

  async add(tool: NewToolInput): Promise<string> {
    const rows = await this.db.query<{ id: string }>(
      `INSERT INTO tools (name, img, description, min_qty, available_qty, price)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
      [tool.name, tool.img, tool.description, tool.minQty, tool.availableQty, tool.price],
    );
    return returnedId(rows);
  }

  async remove(id: string): Promise<number> {
    const rows = await this.db.query<{ id: string }>(
      'DELETE FROM tools WHERE id = $1 RETURNING id',
      [id],
    );
    return rows.length;
  }
}
