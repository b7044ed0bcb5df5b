// Orders on the SQL client. Stock changes ride in the same statement as the order change,
// so two requests can never both take the last units, on PGlite or on PostgreSQL.
import { DEMO_INVOICE_TERMS, type InvoiceTerms } from '../../../src/domain/invoice';
import { LOCAL_SITE_URL } from '../../../src/domain/mail-links';
import { agreedLineStillHolds } from '../../../src/domain/agreed-line';
import { reservedLine } from '../../../src/domain/backorder';
import type { Order } from '../../../src/domain/order';
import {
  lineStillHolds,
  orderSummary,
  partNumberOf,
  type OrderLine,
  type PricedTool,
} from '../../../src/domain/order-line';
import type { CompanyOrderQuery } from '../../../src/domain/company-orders';
import type { OrderPageQuery, Page, PageQuery } from '../../../src/domain/page';
import type { WarehouseReach } from '../../../src/domain/warehouse-orders';
import type { SqlClient, SqlExecutor } from '../db/sql-client.port';
import type {
  KeyedOrder,
  KeyReused,
  NewOrder,
  OrderIdempotency,
  OrderPayments,
  PlaceLimits,
  PlaceResult,
} from '../../../src/application/ports/order-store.port';
import {
  checkUnpaidLimits,
  holdingOf,
  NOTHING_HELD,
  type UnpaidHolding,
} from '../../../src/domain/unpaid-limits';
import type { Orders } from './orders.repository.port';
import { selectPage, type PageCondition } from './sql-page';
import { iso, mustExist, returnedId, selecting, withoutNulls, type RowOf } from './sql-row';
import { replayOf } from '../../../src/application/orders/order-idempotency';
import { toCents } from '../../../src/domain/money';
import { approvalNeedWithin, requestApprovalWithin } from './approval-requests.sql';
import { allocateArrivalsForTools } from './backorders.sql';
import { enqueueOrderMail } from './event-mail.sql';
import { accountColumn } from './order-account.sql';
import { issueInvoiceWithin } from './invoices.sql';
import type { OnAccount } from '../../../src/domain/account-terms';
import type { OrderRemoval } from '../../../src/domain/order-timeline';
import { appendOrderEvent, auditChangedOrders, logChangedOrders } from './order-timeline.sql';

type OrderRow = RowOf<Omit<Order, 'approval' | 'pricesWithheld'>, 'createdAt' | 'expiresAt'> & {
  approval: RowOf<NonNullable<Order['approval']>> | null;
};

const orderColumns = `id::text AS "_id", number, created_at AS "createdAt", tool_id::text AS "toolId", tool_name AS "toolName",
  tool_qty AS "toolQty", tool_price::float8 AS "toolPrice", tool_img AS "toolImg", name, email,
  address, phone, paid, transaction_id AS "transactionId", status, expires_at AS "expiresAt",
  company_id::text AS "companyId",
  (SELECT i.number FROM invoices i WHERE i.order_id = orders.id) AS "invoiceNumber",
  (SELECT json_build_object('status', a.status, 'reason', a.reason, 'decidedBy', a.decided_by)
   FROM order_approvals a WHERE a.order_id = orders.id AND a.status <> 'declined') AS approval,
  ${accountColumn},
  (SELECT json_agg(json_strip_nulls(json_build_object('toolId', l.tool_id::text,
     'toolName', l.tool_name, 'toolImg', l.tool_img, 'partNumber', l.part_number, 'qty', l.qty,
     'unitPrice', l.unit_price::float8, 'total', l.total::float8, 'priceReason', l.price_reason,
     'backordered', nullif(l.backordered, 0), 'restockDate', to_char(l.restock_date, 'YYYY-MM-DD')))
     ORDER BY l.position)
   FROM order_lines l WHERE l.order_id = orders.id) AS lines`;

function toOrder({ expiresAt, createdAt, approval, ...row }: OrderRow): Order {
  const order: Order = withoutNulls({
    ...row,
    createdAt: iso(createdAt),
    expiresAt: expiresAt && iso(expiresAt),
  });
  if (approval !== null) order.approval = withoutNulls(approval);
  return order;
}

/** The orders that `rest` (the repository's own WHERE … ORDER BY … text) selects. */
export const selectOrders = selecting(orderColumns, 'orders', toOrder);

/** One order; `FOR UPDATE` locks it to the end of the transaction. */
export async function orderById(
  db: SqlExecutor,
  id: string,
  lock: '' | 'FOR UPDATE' = '',
): Promise<Order | undefined> {
  const [order] = await selectOrders(db, `WHERE id = $1 ${lock}`, [id]);
  return order;
}

/**
 * Reserves every line's stock and records the order with its lines, inside `tx`: the tools
 * are locked in id order (so two checkouts sharing tools queue instead of deadlocking),
 * every line re-checked against its tool as it is now, and only then is any stock taken.
 * Answers the id of a line that no longer holds instead, changing nothing.
 */
async function reserveAndInsert(
  tx: SqlExecutor,
  order: NewOrder,
  siteUrl: string,
  /** Whether to queue the "placed" e-mail (an order waiting for approval is not payable yet). */
  payable: boolean,
): Promise<{ placed: Order } | { refusedToolId: string }> {
  const ids = order.lines.map((line) => line.toolId);
  const tools = await tx.query<PricedTool>(
    `SELECT id::text AS "_id", name, img, price, min_qty AS "minQty",
            available_qty AS "availableQty", price_tiers AS tiers, part_number AS "partNumber",
            pack_size AS "packSize", max_per_order AS "maxPerOrder",
            to_char(backorder_until, 'YYYY-MM-DD') AS "backorderUntil"
     FROM tools WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
    [ids],
  );
  const byId = new Map(
    tools.map(({ backorderUntil, ...tool }) => [
      tool._id,
      backorderUntil === null ? tool : { ...tool, backorderUntil },
    ]),
  );
  const lines: OrderLine[] = [];
  const fromStock: number[] = [];
  for (const line of order.lines) {
    const tool = byId.get(line.toolId);
    const holds = order.agreedPrices ? agreedLineStillHolds : lineStillHolds;
    if (!tool || !holds(tool, line, order.terms)) return { refusedToolId: line.toolId };
    // What the locked stock covers; the rest waits for the tool's restock date.
    const reserved = reservedLine(tool, line);
    tool.availableQty -= reserved.fromStock;
    fromStock.push(reserved.fromStock);
    // The name, image and part number as they are while locked, as the summary copies them.
    lines.push({ ...reserved.line, toolName: tool.name, toolImg: tool.img, ...partNumberOf(tool) });
  }
  await tx.query(
    `UPDATE tools SET available_qty = tools.available_qty - l.qty
     FROM unnest($1::uuid[], $2::int[]) AS l(id, qty) WHERE tools.id = l.id`,
    [ids, fromStock],
  );
  const summary = orderSummary(lines);
  // The buyer's company as it is now, read in the insert itself: the order is the company's
  // for good, whatever becomes of the membership.
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO orders (tool_id, tool_name, tool_qty, tool_price, tool_img,
                         name, email, address, phone, expires_at, company_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
             (SELECT m.company_id FROM company_members m WHERE m.user_email = $7))
     RETURNING id::text AS id`,
    [
      summary.toolId,
      summary.toolName,
      summary.toolQty,
      summary.toolPrice,
      summary.toolImg,
      order.name,
      order.email,
      order.address,
      order.phone,
      order.expiresAt,
    ],
  );
  const orderId = returnedId(inserted);
  await tx.query(
    `INSERT INTO order_lines (order_id, position, tool_id, tool_name, tool_img, qty, unit_price, total,
                              price_reason, backordered, restock_date, part_number)
     SELECT $1, l.position - 1, l.tool_id, l.tool_name, l.tool_img, l.qty, l.unit_price, l.total,
            l.price_reason, l.backordered, l.restock_date, l.part_number
     FROM unnest($2::uuid[], $3::text[], $4::text[], $5::int[], $6::numeric[], $7::numeric[],
                 $8::text[], $9::int[], $10::date[], $11::text[])
          WITH ORDINALITY AS l(tool_id, tool_name, tool_img, qty, unit_price, total, price_reason,
                               backordered, restock_date, part_number, position)`,
    [
      orderId,
      ids,
      lines.map((line) => line.toolName),
      lines.map((line) => line.toolImg),
      lines.map((line) => line.qty),
      lines.map((line) => line.unitPrice),
      lines.map((line) => line.total),
      lines.map((line) => line.priceReason ?? null),
      lines.map((line) => line.backordered ?? 0),
      lines.map((line) => line.restockDate ?? null),
      lines.map((line) => line.partNumber ?? null),
    ],
  );
  if (payable) await enqueueOrderMail(tx, 'placed', orderId, siteUrl);
  const placed = mustExist(await orderById(tx, orderId), 'The order just inserted was not found');
  return { placed };
}

/**
 * Inside `tx`: marks the order paid, issues its invoice (invoices.sql.ts) and queues the
 * receipt e-mail (event-mail.sql.ts), or none of them. `siteUrl`: where the e-mail links.
 */
export async function markOrderPaid(
  tx: SqlExecutor,
  id: string,
  transactionId: string,
  actor: string,
  terms: InvoiceTerms = DEMO_INVOICE_TERMS,
  siteUrl: string = LOCAL_SITE_URL,
  /** Confirmed on account (accounts.sql.ts): the invoice is owed by its due date. */
  account?: OnAccount,
): Promise<number> {
  const changed = await tx.query<{ id: string }>(
    `WITH paid AS (
       UPDATE orders SET status = 'paid', paid = true, transaction_id = $2, expires_at = NULL
       WHERE id = $1 AND status = 'unpaid' AND NOT EXISTS (
         SELECT 1 FROM order_approvals a WHERE a.order_id = $1 AND a.status = 'pending')
       RETURNING id
     ), logged AS (${logChangedOrders('paid', `'paid'`, '$3')})
     SELECT id FROM paid`,
    [id, transactionId, actor],
  );
  const paid = changed.length === 0 ? undefined : await orderById(tx, id);
  if (!paid) return 0;
  await issueInvoiceWithin(tx, paid, transactionId, terms, account);
  await enqueueOrderMail(tx, 'paid', id, siteUrl);
  // Stock raised since it was placed goes to it now, if no earlier paid order waits first.
  const waiting = paid.lines.filter((line) => (line.backordered ?? 0) > 0);
  await allocateArrivalsForTools(
    tx,
    waiting.map((line) => line.toolId),
    siteUrl,
  );
  return 1;
}

/** Recording a payment inside another transaction (the local gateway's charge). */
export const orderPaymentsSql = (
  tx: SqlExecutor,
  terms: InvoiceTerms = DEMO_INVOICE_TERMS,
  siteUrl: string = LOCAL_SITE_URL,
): OrderPayments => ({
  findForPayment: (id) => orderById(tx, id, 'FOR UPDATE'),
  markPaid: (id, transactionId, actor) =>
    markOrderPaid(tx, id, transactionId, actor, terms, siteUrl),
});

/**
 * Deletes an unpaid order inside `tx` and gives its lines' quantities back to stock (0 or 1),
 * with its timeline entry (and an audit entry when an admin cancelled it). An expiry
 * (`lapsedBy`) removes the order only if it has still lapsed as it is locked: an approval
 * that gave it a new deadline meanwhile wins.
 */
export async function removeUnpaidWithin(
  tx: SqlExecutor,
  id: string,
  removal: OrderRemoval,
  siteUrl: string,
): Promise<number> {
  // Queued first, while the order can still be read, and only if it is unpaid (the read
  // locks it, so the deletion below is certain). A customer who deleted their own order
  // needs no e-mail to tell them; a declined order's buyer gets the decision's e-mail.
  if (removal.kind === 'cancelled' || removal.kind === 'expired') {
    await enqueueOrderMail(tx, 'cancelled', id, siteUrl);
  }
  // PostgreSQL runs a data-modifying WITH to completion whether or not the query reads it.
  const rows = await tx.query<{ deleted: number; toolIds: string[] }>(
    `WITH removed AS (
       DELETE FROM orders WHERE id = $1 AND status = 'unpaid'
         AND ($4::timestamptz IS NULL OR expires_at <= $4) RETURNING id, number
     ), logged AS (${logChangedOrders('removed', '$2', '$3')}),
     audited AS (${auditChangedOrders('removed', `'order-cancelled'`, '$3', `$2 = 'cancelled'`)}),
     restocked AS (
       -- Reads the lines as they were before the statement: the cascade has not run yet.
       -- Only the units that took stock: the backordered ones never had any.
       UPDATE tools SET available_qty = tools.available_qty + l.qty - l.backordered
       FROM order_lines l JOIN removed ON l.order_id = removed.id
       WHERE tools.id = l.tool_id
       RETURNING tools.id::text AS id
     )
    SELECT (SELECT count(*)::int FROM removed) AS deleted,
           ARRAY(SELECT id FROM restocked) AS "toolIds"`,
    [id, removal.kind, removal.actor, removal.lapsedBy ?? null],
  );
  // The units it held go to the paid orders waiting for them first.
  await allocateArrivalsForTools(tx, rows[0]?.toolIds ?? [], siteUrl);
  return rows[0]?.deleted ?? 0;
}

// Any fixed number: the per-customer lock of place() is this class of advisory lock.
const unpaidLimitLockClass = 8_787_002;

/**
 * OrderStore.place inside `tx`, for a caller whose own change must commit with the order
 * (accepting a quote): the unpaid limits, then the reservation.
 */
export async function placeOrderWithin(
  tx: SqlExecutor,
  order: NewOrder,
  limits: PlaceLimits,
  siteUrl: string = LOCAL_SITE_URL,
): Promise<PlaceResult> {
  return placeKeyedWithin(tx, order, limits, siteUrl) as Promise<PlaceResult>;
}

/** placeOrderWithin, once per `idempotency` key of the customer when one is given. */
async function placeKeyedWithin(
  tx: SqlExecutor,
  order: NewOrder,
  limits: PlaceLimits,
  siteUrl: string,
  idempotency?: OrderIdempotency,
): Promise<PlaceResult | KeyReused> {
  // Held to the end of the transaction: a second order of the same customer, from any
  // process, waits here, then counts this one.
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
    unpaidLimitLockClass,
    order.email,
  ]);
  // After the lock: a request with the same key that went first has committed by now, and
  // its order is the answer (before the limits, which that order itself now fills).
  if (idempotency) {
    const earlier = await findKeyedOrder(tx, order.email, idempotency.key);
    if (earlier) return replayOf(earlier, idempotency);
  }
  const held = await tx.query<UnpaidHolding>(
    `SELECT count(*)::int AS orders, coalesce(sum(tool_price), 0)::float8 AS value,
            coalesce(sum(tool_qty), 0)::int AS units
     FROM orders WHERE email = $1 AND status = 'unpaid' AND expires_at > $2`,
    [order.email, limits.now],
  );
  const exceeded = checkUnpaidLimits(held[0] ?? NOTHING_HELD, holdingOf(order.lines), limits);
  if (exceeded) return { placed: false, reason: 'unpaid-limit', exceeded } as const;
  // A company buyer's order past their spending limits waits for an approver (migration 030).
  const need = await approvalNeedWithin(
    tx,
    order.email,
    toCents(holdingOf(order.lines).value),
    limits.now,
  );
  const reserved = await reserveAndInsert(tx, order, siteUrl, need === undefined);
  if (!('placed' in reserved)) {
    return { placed: false, reason: 'tool', toolId: reserved.refusedToolId } as const;
  }
  await appendOrderEvent(tx, reserved.placed._id, 'created', order.email);
  if (idempotency) {
    await tx.query(
      'INSERT INTO order_idempotency_keys (email, key, order_id, request) VALUES ($1, $2, $3, $4)',
      [order.email, idempotency.key, reserved.placed._id, idempotency.request],
    );
  }
  const placed = need
    ? await requestApprovalWithin(tx, reserved.placed, need, siteUrl)
    : reserved.placed;
  return { placed: true, order: placed } as const;
}

async function findKeyedOrder(
  db: SqlExecutor,
  email: string,
  key: string,
): Promise<KeyedOrder | undefined> {
  const keys = await db.query<{ orderId: string; request: string }>(
    `SELECT order_id::text AS "orderId", request FROM order_idempotency_keys
     WHERE email = $1 AND key = $2`,
    [email, key],
  );
  const found = keys[0];
  if (!found) return undefined;
  const order = await orderById(db, found.orderId);
  return order && { order, request: found.request };
}

/**
 * warehouseSees (paid, or confirmed on account: its invoice carries the account terms) or
 * the reader's own order, as the in-memory store's withinReach.
 */
const warehouseReachSql = (reader: string) =>
  `(paid OR email = ${reader} OR EXISTS (SELECT 1 FROM invoices i
     WHERE i.order_id = orders.id AND i.snapshot->'account' IS NOT NULL))`;

const orderPage = {
  columns: orderColumns,
  table: 'orders',
  searchIn: ['tool_name', 'email', 'name'],
  orderBy: 'created_at DESC, id DESC',
  to: toOrder,
};

export class OrdersSql implements Orders {
  constructor(
    private readonly db: SqlClient,
    /** What the invoice issued with each payment says of the seller and the tax. */
    private readonly invoiceTerms: InvoiceTerms = DEMO_INVOICE_TERMS,
    /** The store's address (SITE_URL), which the order e-mails' links start with. */
    private readonly siteUrl: string = LOCAL_SITE_URL,
  ) {}

  place(order: NewOrder, limits: PlaceLimits): Promise<PlaceResult> {
    return this.db.transaction((tx) => placeOrderWithin(tx, order, limits, this.siteUrl));
  }

  placeOnce(
    order: NewOrder,
    limits: PlaceLimits,
    idempotency: OrderIdempotency,
  ): Promise<PlaceResult | KeyReused> {
    return this.db.transaction((tx) =>
      placeKeyedWithin(tx, order, limits, this.siteUrl, idempotency),
    );
  }

  findByIdempotencyKey(email: string, key: string): Promise<KeyedOrder | undefined> {
    return findKeyedOrder(this.db, email, key);
  }

  findById(id: string): Promise<Order | undefined> {
    return orderById(this.db, id);
  }

  listByEmail(email: string): Promise<Order[]> {
    return selectOrders(this.db, 'WHERE email = $1 ORDER BY created_at, id', [email]);
  }

  listAll(reach?: WarehouseReach): Promise<Order[]> {
    if (!reach) return selectOrders(this.db, 'ORDER BY created_at, id');
    const where = `WHERE ${warehouseReachSql('$1')} ORDER BY created_at, id`;
    return selectOrders(this.db, where, [reach.reader]);
  }

  findPage(query: OrderPageQuery, reach?: WarehouseReach): Promise<Page<Order>> {
    const where: PageCondition[] = [];
    if (reach) where.push({ sql: warehouseReachSql, value: reach.reader });
    if (query.status) where.push({ sql: (p) => `status = ${p}`, value: query.status });
    return this.orderPage(where, query);
  }

  findCompanyPage(companyId: string, query: CompanyOrderQuery): Promise<Page<Order>> {
    const where: PageCondition[] = [{ sql: (p) => `company_id = ${p}::uuid`, value: companyId }];
    if (query.member) where.push({ sql: (p) => `email = ${p}`, value: query.member });
    if (query.status) where.push({ sql: (p) => `status = ${p}`, value: query.status });
    if (query.since) where.push({ sql: (p) => `created_at >= ${p}`, value: query.since });
    if (query.before) where.push({ sql: (p) => `created_at < ${p}`, value: query.before });
    return this.orderPage(where, query);
  }

  private orderPage(where: PageCondition[], query: PageQuery): Promise<Page<Order>> {
    return selectPage(this.db, { ...orderPage, where }, query);
  }

  markPaid(id: string, transactionId: string, actor: string): Promise<number> {
    return this.db.transaction((tx) =>
      markOrderPaid(tx, id, transactionId, actor, this.invoiceTerms, this.siteUrl),
    );
  }

  notePaymentStarted(id: string, actor: string): Promise<void> {
    return appendOrderEvent(this.db, id, 'payment-started', actor);
  }

  findForPayment(id: string): Promise<Order | undefined> {
    return orderById(this.db, id, 'FOR UPDATE');
  }

  listLapsed(now: Date, limit: number): Promise<Order[]> {
    return selectOrders(
      this.db,
      `WHERE status = 'unpaid' AND expires_at <= $1 ORDER BY expires_at, id LIMIT $2`,
      [now, limit],
    );
  }

  markShipped(id: string, actor: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query(
        `WITH shipped AS (
           UPDATE orders SET status = 'shipped' WHERE id = $1 AND status = 'paid' RETURNING id, number
         ), logged AS (${logChangedOrders('shipped', `'shipped'`, '$2')}),
         audited AS (${auditChangedOrders('shipped', `'order-shipped'`, '$2')})
         SELECT id FROM shipped`,
        [id, actor],
      );
      if (rows.length === 1) await enqueueOrderMail(tx, 'shipped', id, this.siteUrl);
      return rows.length;
    });
  }

  removeUnpaid(id: string, removal: OrderRemoval): Promise<number> {
    return this.db.transaction((tx) => removeUnpaidWithin(tx, id, removal, this.siteUrl));
  }
}
