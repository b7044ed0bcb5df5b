// Orders on the SQL client. Stock changes ride in the same statement as the order change,
// so two requests can never both take the last units, on PGlite or on PostgreSQL.
import type { Order } from '../../../src/domain/order';
import type { OrderStatus } from '../../../src/domain/order-status';
import type { OrderPageQuery, Page } from '../../../src/domain/page';
import type { SqlClient, SqlExecutor } from '../db/sql-client.port';
import type {
  NewOrder,
  OrderPayments,
  PlaceResult,
} from '../../../src/application/ports/order-store.port';
import type { Orders } from './orders.repository.port';
import { selectPage } from './sql-page';

interface OrderRow {
  _id: string;
  number: number;
  createdAt: Date;
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
  expiresAt: Date | null;
}

const orderColumns = `id::text AS "_id", number, created_at AS "createdAt", tool_id::text AS "toolId", tool_name AS "toolName",
  tool_qty AS "toolQty", tool_price AS "toolPrice", tool_img AS "toolImg", name, email,
  address, phone, paid, transaction_id AS "transactionId", status, expires_at AS "expiresAt"`;

function toOrder({ transactionId, expiresAt, createdAt, ...row }: OrderRow): Order {
  const order: Order = { ...row, createdAt: new Date(createdAt).toISOString() };
  if (transactionId !== null) order.transactionId = transactionId;
  if (expiresAt !== null) order.expiresAt = new Date(expiresAt).toISOString();
  return order;
}

/** The stock reservation and the insert in one statement; undefined when the stock said no. */
async function reserveAndInsert(db: SqlExecutor, order: NewOrder): Promise<Order | undefined> {
  // On PostgreSQL a second UPDATE of the same tool waits for the first to commit and
  // then re-checks its WHERE against the new stock, so the stock cannot go negative.
  const rows = await db.query<OrderRow>(
    `WITH reserved AS (
       UPDATE tools SET available_qty = available_qty - $2
       WHERE id = $1 AND price = $3 AND min_qty <= $2 AND available_qty >= $2
       RETURNING id, name, img
     )
     INSERT INTO orders (tool_id, tool_name, tool_qty, tool_price, tool_img,
                         name, email, address, phone, expires_at)
     SELECT id, name, $2, $4, img, $5, $6, $7, $8, $9 FROM reserved
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
      order.expiresAt,
    ],
  );
  return rows[0] && toOrder(rows[0]);
}

/** Shared with the payment step that runs inside another transaction. */
export async function markOrderPaid(
  db: SqlExecutor,
  id: string,
  transactionId: string,
): Promise<number> {
  const rows = await db.query(
    `UPDATE orders SET status = 'paid', paid = true, transaction_id = $2, expires_at = NULL
     WHERE id = $1 AND status = 'unpaid' RETURNING id`,
    [id, transactionId],
  );
  return rows.length;
}

async function findOrderForPayment(db: SqlExecutor, id: string): Promise<Order | undefined> {
  const rows = await db.query<OrderRow>(
    `SELECT ${orderColumns} FROM orders WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] && toOrder(rows[0]);
}

/** Recording a payment inside another transaction (the local gateway's charge). */
export const orderPaymentsSql = (tx: SqlExecutor): OrderPayments => ({
  findForPayment: (id) => findOrderForPayment(tx, id),
  markPaid: (id, transactionId) => markOrderPaid(tx, id, transactionId),
});

// Any fixed number: the per-customer lock of place() is this class of advisory lock.
const unpaidLimitLockClass = 8_787_002;

export class OrdersSql implements Orders {
  constructor(private readonly db: SqlClient) {}

  place(order: NewOrder, limits: { maxUnpaid: number; now: Date }): Promise<PlaceResult> {
    return this.db.transaction(async (tx) => {
      // Held to the end of the transaction: a second order of the same customer waits
      // here, then counts this one.
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
        unpaidLimitLockClass,
        order.email,
      ]);
      const held = await tx.query<{ unpaid: number }>(
        `SELECT count(*)::int AS unpaid FROM orders
         WHERE email = $1 AND status = 'unpaid' AND expires_at > $2`,
        [order.email, limits.now],
      );
      if ((held[0]?.unpaid ?? 0) >= limits.maxUnpaid) {
        return { placed: false, reason: 'unpaid-limit' } as const;
      }
      const placed = await reserveAndInsert(tx, order);
      return placed
        ? ({ placed: true, order: placed } as const)
        : ({ placed: false, reason: 'tool' } as const);
    });
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

  async findPage(query: OrderPageQuery): Promise<Page<Order>> {
    const page = await selectPage<OrderRow>(
      this.db,
      {
        columns: orderColumns,
        table: 'orders',
        searchIn: ['tool_name', 'email', 'name'],
        filter: query.status && { sql: 'status = $1', value: query.status },
        orderBy: 'created_at DESC, id DESC',
      },
      query,
    );
    return { ...page, items: page.items.map(toOrder) };
  }

  markPaid(id: string, transactionId: string): Promise<number> {
    return markOrderPaid(this.db, id, transactionId);
  }

  findForPayment(id: string): Promise<Order | undefined> {
    return findOrderForPayment(this.db, id);
  }

  async listLapsed(now: Date, limit: number): Promise<Order[]> {
    const rows = await this.db.query<OrderRow>(
      `SELECT ${orderColumns} FROM orders
       WHERE status = 'unpaid' AND expires_at <= $1 ORDER BY expires_at, id LIMIT $2`,
      [now, limit],
    );
    return rows.map(toOrder);
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
