// Shipments and carriers on the SQL client. `record` locks the order's row, so the shipments
// of one order are checked and recorded one at a time across every API process; the
// shipment, the order's status, its timeline and audit entries and the customer's e-mail
// are written in one transaction.
import {
  carrierNameKey,
  trackingUrl,
  type Carrier,
  type CarrierInput,
} from '../../../src/domain/carrier';
import type { Shipment, ShipmentLine } from '../../../src/domain/shipment';
import { shipmentMail } from '../../../src/domain/shipment-mail';
import { LOCAL_SITE_URL } from '../../../src/domain/mail-links';
import type {
  CarrierStore,
  NewShipment,
  PlanShipment,
  RecordedShipment,
  SavedCarrier,
  ShipmentStore,
} from '../../../src/application/ports/shipment-store.port';
import type { SqlClient, SqlExecutor } from '../db/sql-client.port';
import { enqueueMail } from './mail-outbox.sql';
import { orderById } from './orders.sql';
import { recordAudit } from './audit-log.sql';
import { appendOrderEvent } from './order-timeline.sql';
import { iso, returnedId, selecting, type RowOf } from './sql-row';

type ShipmentRow = Omit<RowOf<Shipment, 'createdAt'>, 'trackingUrl' | 'lines'> & {
  template: string;
  lines: ShipmentLine[] | null;
};

const shipmentColumns = `s.id::text AS "_id", s.order_id::text AS "orderId", o.number AS "orderNumber",
  s.carrier_id::text AS "carrierId", c.name AS "carrierName", c.tracking_url_template AS template,
  s.tracking_number AS "trackingNumber", to_char(s.shipped_on, 'YYYY-MM-DD') AS "shippedOn",
  s.created_at AS "createdAt",
  (SELECT json_agg(json_build_object('line', sl.position, 'toolName', l.tool_name, 'qty', sl.qty)
     ORDER BY sl.position)
   FROM shipment_lines sl JOIN order_lines l ON l.order_id = sl.order_id AND l.position = sl.position
   WHERE sl.shipment_id = s.id) AS lines`;
const shipmentSources = `shipments s JOIN orders o ON o.id = s.order_id
  JOIN carriers c ON c.id = s.carrier_id`;

function toShipment({ template, createdAt, lines, ...row }: ShipmentRow): Shipment {
  const url = trackingUrl(template, row.trackingNumber);
  return {
    ...row,
    lines: lines ?? [],
    createdAt: iso(createdAt),
    ...(url === undefined ? {} : { trackingUrl: url }),
  };
}

const selectShipments = selecting(shipmentColumns, shipmentSources, toShipment);

const shipmentsWhere = (db: SqlExecutor, where: string, value: string): Promise<Shipment[]> =>
  selectShipments(db, `WHERE ${where} ORDER BY s.created_at, s.id`, [value]);

export class ShipmentsSql implements ShipmentStore {
  constructor(
    private readonly db: SqlClient,
    private readonly siteUrl: string = LOCAL_SITE_URL,
  ) {}

  record(asked: NewShipment, plan: PlanShipment): Promise<RecordedShipment> {
    return this.db.transaction(async (tx): Promise<RecordedShipment> => {
      // Every shipment of this order, from any process, waits here for the one before it.
      const order = await orderById(tx, asked.orderId, 'FOR UPDATE');
      if (!order) return { kind: 'no-order' };
      const replay = await this.earlierWithKey(tx, asked);
      if (replay) return replay;
      // Held until the shipment is written: a carrier deleted meanwhile waits, then sees it.
      const carrier = await tx.query('SELECT 1 FROM carriers WHERE id = $1 FOR KEY SHARE', [
        asked.carrierId,
      ]);
      if (carrier.length === 0) return { kind: 'no-carrier' };
      const verdict = plan(order, await shipmentsWhere(tx, 's.order_id = $1', asked.orderId));
      if (!verdict.ok) return { kind: 'refused', refusal: verdict.error };
      const { lines, shippedOn, status } = verdict.value;
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO shipments
           (order_id, carrier_id, tracking_number, shipped_on, actor, idempotency_key, request)
         VALUES ($1, $2, $3, $4::date, $5, $6, $7) RETURNING id::text AS id`,
        [
          asked.orderId,
          asked.carrierId,
          asked.trackingNumber,
          shippedOn,
          asked.actor,
          asked.idempotency?.key ?? null,
          asked.idempotency?.request ?? null,
        ],
      );
      const shipmentId = returnedId(inserted);
      await tx.query(
        `INSERT INTO shipment_lines (shipment_id, order_id, position, qty)
         SELECT $1, $2, r.position, r.qty FROM unnest($3::int[], $4::int[]) AS r(position, qty)`,
        [shipmentId, asked.orderId, lines.map((line) => line.line), lines.map((line) => line.qty)],
      );
      await tx.query('UPDATE orders SET status = $2 WHERE id = $1', [asked.orderId, status]);
      const inFull = status === 'shipped';
      await appendOrderEvent(tx, asked.orderId, inFull ? 'shipped' : 'part-shipped', asked.actor);
      await recordAudit(tx, asked.actor, 'shipment-recorded', `#${order.number}`, asked.orderId);
      const [shipment] = await shipmentsWhere(tx, 's.id = $1', shipmentId);
      if (!shipment) throw new Error(`Shipment ${shipmentId} was not found`);
      await enqueueMail(tx, shipmentMail(order, shipment, inFull, this.siteUrl));
      return { kind: 'recorded', shipment };
    });
  }

  /** The answer to a retry: the shipment its key recorded, or the key's reuse refused. */
  private async earlierWithKey(
    tx: SqlExecutor,
    asked: NewShipment,
  ): Promise<RecordedShipment | undefined> {
    if (!asked.idempotency) return undefined;
    const [earlier] = await tx.query<{ id: string; request: string }>(
      `SELECT id::text AS id, request FROM shipments WHERE order_id = $1 AND idempotency_key = $2`,
      [asked.orderId, asked.idempotency.key],
    );
    if (!earlier) return undefined;
    if (earlier.request !== asked.idempotency.request) return { kind: 'key-reused' };
    const [shipment] = await shipmentsWhere(tx, 's.id = $1', earlier.id);
    return shipment && { kind: 'recorded', shipment };
  }

  listForOrder(orderId: string): Promise<Shipment[]> {
    return shipmentsWhere(this.db, 's.order_id = $1', orderId);
  }
}

const carrierColumns = `id::text AS "_id", name, tracking_url_template AS "trackingUrlTemplate"`;

export class CarriersSql implements CarrierStore {
  constructor(private readonly db: SqlClient) {}

  list(): Promise<Carrier[]> {
    return this.db.query<Carrier>(
      `SELECT ${carrierColumns} FROM carriers ORDER BY lower(name), id`,
    );
  }

  add(input: CarrierInput, actor: string): Promise<SavedCarrier> {
    return this.save(undefined, input, actor);
  }

  edit(id: string, input: CarrierInput, actor: string): Promise<SavedCarrier> {
    return this.save(id, input, actor);
  }

  remove(id: string, actor: string): Promise<'removed' | 'no-carrier' | 'in-use'> {
    return this.db.transaction(async (tx) => {
      // Waits for a shipment being recorded with it (FOR KEY SHARE there), then sees it.
      const [carrier] = await tx.query<{ name: string }>(
        'SELECT name FROM carriers WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (!carrier) return 'no-carrier';
      const used = await tx.query('SELECT 1 FROM shipments WHERE carrier_id = $1 LIMIT 1', [id]);
      if (used.length > 0) return 'in-use';
      await tx.query('DELETE FROM carriers WHERE id = $1', [id]);
      await recordAudit(tx, actor, 'carrier-deleted', carrier.name, id);
      return 'removed';
    });
  }

  /** Adds (no id) or edits a carrier; names are checked with the table locked for writes. */
  private save(id: string | undefined, input: CarrierInput, actor: string): Promise<SavedCarrier> {
    return this.db.transaction(async (tx): Promise<SavedCarrier> => {
      // Two admins naming two carriers alike at once are checked in turn (carriers change rarely).
      await tx.query('LOCK TABLE carriers IN SHARE ROW EXCLUSIVE MODE');
      const taken = await tx.query(
        'SELECT 1 FROM carriers WHERE lower(name) = $1 AND id IS DISTINCT FROM $2::uuid',
        [carrierNameKey(input.name), id ?? null],
      );
      if (taken.length > 0) return { kind: 'name-taken' };
      const rows =
        id === undefined
          ? await tx.query<Carrier>(
              `INSERT INTO carriers (name, tracking_url_template) VALUES ($1, $2)
               RETURNING ${carrierColumns}`,
              [input.name, input.trackingUrlTemplate],
            )
          : await tx.query<Carrier>(
              `UPDATE carriers SET name = $2, tracking_url_template = $3 WHERE id = $1
               RETURNING ${carrierColumns}`,
              [id, input.name, input.trackingUrlTemplate],
            );
      const [carrier] = rows;
      if (!carrier) return { kind: 'no-carrier' };
      const action = id === undefined ? 'carrier-added' : 'carrier-edited';
      await recordAudit(tx, actor, action, carrier.name, carrier._id);
      return { kind: 'saved', carrier };
    });
  }
}
