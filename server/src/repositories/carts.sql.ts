// Carts on the SQL client. Adding is one upsert that sums in the database and keeps the
// limits in the same statement, so two tabs adding at once neither lose a unit nor pass
// the stock.
import type {
  CartAddResult,
  CartStore,
  KeptCartLine,
} from '../../../src/application/ports/cart-store.port';
import type { SqlExecutor } from '../db/sql-client.port';

export class CartsSql implements CartStore {
  constructor(private readonly db: SqlExecutor) {}

  lines(email: string): Promise<KeptCartLine[]> {
    return this.db.query<KeptCartLine>(
      `SELECT tool_id::text AS "toolId", tool_name AS "toolName", qty
       FROM cart_lines WHERE user_email = $1 ORDER BY created_at, tool_id`,
      [email],
    );
  }

  async add(
    email: string,
    line: KeptCartLine,
    limits: { maxQty: number; maxLines: number },
  ): Promise<CartAddResult> {
    const rows = await this.db.query<{ qty: number }>(
      `INSERT INTO cart_lines AS c (user_email, tool_id, tool_name, qty)
       SELECT $1::text, $2::uuid, $3::text, $4::int
       WHERE $4::int <= $5::int
         AND (EXISTS (SELECT 1 FROM cart_lines WHERE user_email = $1::text AND tool_id = $2::uuid)
              OR (SELECT count(*) FROM cart_lines WHERE user_email = $1::text) < $6::int)
       ON CONFLICT (user_email, tool_id) DO UPDATE
         SET qty = c.qty + excluded.qty, tool_name = excluded.tool_name,
             updated_at = clock_timestamp()
         WHERE c.qty + excluded.qty <= $5::int
       RETURNING qty`,
      [email, line.toolId, line.toolName, line.qty, limits.maxQty, limits.maxLines],
    );
    const added = rows[0];
    if (added) return { added: true, qty: added.qty };
    // Refused: only now read why, to say it.
    const held = await this.db.query<{ qty: number }>(
      'SELECT qty FROM cart_lines WHERE user_email = $1 AND tool_id = $2::uuid',
      [email, line.toolId],
    );
    return {
      added: false,
      reason: held.length > 0 || line.qty > limits.maxQty ? 'over-max' : 'full',
    };
  }

  async put(email: string, lines: readonly KeptCartLine[]): Promise<void> {
    if (lines.length === 0) return;
    await this.db.query(
      `INSERT INTO cart_lines AS c (user_email, tool_id, tool_name, qty)
       SELECT $1::text, t, n, q FROM unnest($2::uuid[], $3::text[], $4::int[]) AS x(t, n, q)
       ON CONFLICT (user_email, tool_id) DO UPDATE
         SET qty = excluded.qty, tool_name = excluded.tool_name, updated_at = clock_timestamp()`,
      [
        email,
        lines.map((line) => line.toolId),
        lines.map((line) => line.toolName),
        lines.map((line) => line.qty),
      ],
    );
  }

  async update(email: string, toolId: string, qty: number): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE cart_lines SET qty = $3, updated_at = clock_timestamp()
       WHERE user_email = $1 AND tool_id = $2::uuid RETURNING 1`,
      [email, toolId, qty],
    );
    return rows.length > 0;
  }

  async remove(email: string, toolIds: readonly string[]): Promise<void> {
    if (toolIds.length === 0) return;
    await this.db.query(
      'DELETE FROM cart_lines WHERE user_email = $1 AND tool_id = ANY($2::uuid[])',
      [email, toolIds],
    );
  }
}
