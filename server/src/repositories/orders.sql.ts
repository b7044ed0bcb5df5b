// Orders on the SQL client. Stock changes ride in the same statement as the order change,
// so two requests can never both take the last units, on PGlite or on PostgreSQL.
import type { Order } from '../../../src/domain/order';
import type { OrderStatus } from '../../../src/domain/order-status';
import type { SqlExecutor } from '../db/sql-client.port';
import type { NewOrder, Orders } from './orders.repository.port';

interface OrderRow {
  _id: string;
  toolId: string;
  toolName: string;
  toolQty: number;
  toolPrice: number;
  toolImg: string;
  name: string;
  email: string;
  address: string;
  phone: string;
  paid: boolean;
  transactionId: string | null;
  status: OrderStatus;
}

const orderColumns = `id::text AS "_id", tool_id::text AS "toolId", tool_name AS "toolName",
  tool_qty AS "toolQty", tool_price AS "toolPrice", tool_img AS "toolImg", name, email,
  address, phone, paid, transaction_id AS "transactionId", status`;

function toOrder({ transactionId, ...row }: OrderRow): Order {
  return transactionId === null ? row : { ...row, transactionId };
}

export class OrdersSql implements Orders {
  constructor(private readonly db: SqlExecutor) {}

  async place(order: NewOrder): Promise<Order | undefined> {
    // On PostgreSQL a second UPDATE of the same tool waits for the first to commit and
    // then re-checks its WHERE against the new stock, so the stock cannot go negative.
    const rows = await this.db.query<OrderRow>(
      `WITH reserved AS (
         UPDATE tools SET available_qty = available_qty - $2
         WHERE id = $1 AND price = $3 AND min_qty <= $2 AND available_qty >= $2
         RETURNING id, name, img
       )
       INSERT INTO orders (tool_id, tool_name, tool_qty, tool_price, tool_img,
                           name, email, address, phone)
       SELECT id, name, $2, $4, img, $5, $6, $7, $8 FROM reserved
       RETURNING ${orderColumns}`,
      [
        order.toolId,
        order.toolQty,
        order.unitPrice,
        order.toolPrice,
        order.name,
        order.email,
        order.address,
        order.phone,
      ],
    );
    return rows[0] && toOrder(rows[0]);
  }

  async findById(id: string): Promise<Order | undefined> {
    const rows = await this.db.query<OrderRow>(`SELECT ${orderColumns} FROM orders WHERE id = $1`, [
      id,
    ]);
    return rows[0] && toOrder(rows[0]);
  }

  async listByEmail(email: string): Promise<Order[]> {
    const rows = await this.db.query<OrderRow>(
      `SELECT ${orderColumns} FROM orders WHERE email = $1 ORDER BY created_at, id`,
      [email],
    );
    return rows.map(toOrder);
  }

  async listAll(): Promise<Order[]> {
    const rows = await this.db.query<OrderRow>(
      `SELECT ${orderColumns} FROM orders ORDER BY created_at, id`,
    );
    return rows.map(toOrder);
  }

  async markPaid(id: string, transactionId: string): Promise<number> {
    const rows = await this.db.query(
      `UPDATE orders SET status = 'paid', paid = true, transaction_id = $2
       WHERE id = $1 AND status = 'unpaid' RETURNING id`,
      [id, transactionId],
    );
    return rows.length;
  }

  async markShipped(id: string): Promise<number> {
    const rows = await this.db.query(
      `UPDATE orders SET status = 'shipped' WHERE id = $1 AND status = 'paid' RETURNING id`,
      [id],
    );
    return rows.length;
  }

  async removeUnpaid(id: string): Promise<number> {
    // PostgreSQL runs a data-modifying WITH to completion whether or not the query reads it.
    const rows = await this.db.query<{ deleted: number }>(
      `WITH removed AS (
         DELETE FROM orders WHERE id = $1 AND status = 'unpaid' RETURNING tool_id, tool_qty
       ), restocked AS (
         UPDATE tools SET available_qty = tools.available_qty + removed.tool_qty
         FROM removed WHERE tools.id = removed.tool_id
       )
       SELECT count(*)::int AS deleted FROM removed`,
      [id],
    );
    return rows[0]?.deleted ?? 0;
  }
}
