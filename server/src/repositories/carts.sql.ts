// Carts on the SQL client. Every write takes the cart's lock first (an advisory lock on
// its owner, held to the end of the transaction), so writes of one cart queue: a change
// worked out from the cart's lines writes before anyone else reads them, and the count of
// lines an add checks cannot be passed by another add or merge at the same moment.
import type {
  CartAddResult,
  CartChange,
  CartStore,
  KeptCartLine,
} from '../../../src/application/ports/cart-store.port';
import type { SqlClient, SqlExecutor } from '../db/sql-client.port';

// Any fixed number: the class of the advisory locks that stand for one customer's cart.
const cartLockClass = 8_787_009;

const linesOf = (db: SqlExecutor, email: string) =>
  db.query<KeptCartLine>(
    `SELECT tool_id::text AS "toolId", tool_name AS "toolName", qty
     FROM cart_lines WHERE user_email = $1 ORDER BY created_at, tool_id`,
    [email],
  );

export class CartsSql implements CartStore {
  constructor(private readonly db: SqlClient) {}

  /** `work` in a transaction that holds the cart of `email` to its end. */
  private withCartLocked<T>(email: string, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [cartLockClass, email]);
      return work(tx);
    });
  }

  lines(email: string): Promise<KeptCartLine[]> {
    return linesOf(this.db, email);
  }

  add(
    email: string,
    line: KeptCartLine,
    limits: { maxQty: number; maxLines: number },
  ): Promise<CartAddResult> {
    return this.withCartLocked(email, async (tx) => {
      const rows = await tx.query<{ qty: number }>(
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
      const held = await tx.query<{ qty: number }>(
        'SELECT qty FROM cart_lines WHERE user_email = $1 AND tool_id = $2::uuid',
        [email, line.toolId],
      );
      return {
        added: false,
        reason: held.length > 0 || line.qty > limits.maxQty ? 'over-max' : 'full',
      };
    });
  }

  change<T>(email: string, plan: (held: readonly KeptCartLine[]) => CartChange<T>): Promise<T> {
    return this.withCartLocked(email, async (tx) => {
      const { set, answer } = plan(await linesOf(tx, email));
      if (set.length > 0) {
        await tx.query(
          `INSERT INTO cart_lines AS c (user_email, tool_id, tool_name, qty)
           SELECT $1::text, t, n, q FROM unnest($2::uuid[], $3::text[], $4::int[]) AS x(t, n, q)
           ON CONFLICT (user_email, tool_id) DO UPDATE
             SET qty = excluded.qty, tool_name = excluded.tool_name,
                 updated_at = clock_timestamp()`,
          [
            email,
            set.map((line) => line.toolId),
            set.map((line) => line.toolName),
            set.map((line) => line.qty),
          ],
        );
      }
      return answer;
    });
  }

  update(email: string, toolId: string, qty: number): Promise<boolean> {
    return this.withCartLocked(email, async (tx) => {
      const rows = await tx.query(
        `UPDATE cart_lines SET qty = $3, updated_at = clock_timestamp()
         WHERE user_email = $1 AND tool_id = $2::uuid RETURNING 1`,
        [email, toolId, qty],
      );
      return rows.length > 0;
    });
  }

  async remove(email: string, toolIds: readonly string[]): Promise<void> {
    if (toolIds.length === 0) return;
    await this.withCartLocked(email, (tx) =>
      tx.query('DELETE FROM cart_lines WHERE user_email = $1 AND tool_id = ANY($2::uuid[])', [
        email,
        toolIds,
      ]),
    );
  }
}
