// Shipments of an order: which lines and how many of their units left, with which carrier
// and tracking number, on which day. An order ships in one or more of them; until every
// unit has shipped it reads "Partly shipped". What may still ship is the order's units
// less those shipped already, and only a shippable order ships at all.
import * as v from 'valibot';
import { isCalendarDay } from './contract-price-days';
import { IdSchema, strictObjectMessage } from './fields';
import type { Order } from './order';
import { LineUnitsInputSchema, LineUnitsSchema, unitsByLine, unitsLeft } from './order-line-units';
import type { OrderStatus } from './order-status';
import { fail, ok, type Result } from './result';

export type ShipmentLine = v.InferOutput<typeof LineUnitsSchema>;

export const ShipmentSchema = v.object({
  _id: v.string(),
  orderId: v.string(),
  orderNumber: v.number(),
  carrierId: v.string(),
  carrierName: v.string(),
  trackingNumber: v.string(),
  /** Where the customer tracks it (https), when the carrier's template gives one. */
  trackingUrl: v.optional(v.string()),
  /** The day it left (YYYY-MM-DD). */
  shippedOn: v.string(),
  lines: v.array(LineUnitsSchema),
  /** When it was recorded (ISO 8601, UTC). */
  createdAt: v.string(),
});
export type Shipment = v.InferOutput<typeof ShipmentSchema>;

export const TRACKING_NUMBER_CHARACTERS =
  'A tracking number may hold only letters, digits, spaces and hyphens';

/** Trimmed; letters, digits, inner spaces and hyphens: nothing a link or a page could misread. */
export const TrackingNumberSchema = v.pipe(
  v.string('Tracking number must be text'),
  v.trim(),
  v.nonEmpty('Tracking number is Required'),
  v.maxLength(64, 'Tracking number must be 64 characters or fewer'),
  v.regex(/^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$/, TRACKING_NUMBER_CHARACTERS),
);

export const ShippedOnSchema = v.pipe(
  v.string('Shipped on must be a date'),
  v.trim(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Shipped on must be a date such as 2026-11-27'),
  v.check(isCalendarDay, 'Shipped on must be a day of the calendar'),
);

/** `POST /order/{id}/shipments`. */
export const ShipmentInputSchema = v.pipe(
  v.strictObject(
    {
      carrierId: IdSchema,
      trackingNumber: TrackingNumberSchema,
      /** Today (the store's day, UTC) when left out. */
      shippedOn: v.optional(ShippedOnSchema),
      lines: v.pipe(LineUnitsInputSchema, v.minLength(1, 'Choose at least one line to ship')),
    },
    strictObjectMessage,
  ),
  v.check(
    (input) => new Set(input.lines.map((line) => line.line)).size === input.lines.length,
    'Name each line once in a shipment',
  ),
);
export type ShipmentInput = v.InferOutput<typeof ShipmentInputSchema>;

/** What the rules read of an order. */
export type ShippableOrder = Pick<Order, 'status' | 'paid' | 'lines'>;

/**
 * Whether an order may ship (the one rule, asked by the server, the in-memory API and the
 * admin's Ship button): paid and not yet shipped in full.
 */
export const isShippable = (order: Pick<Order, 'status' | 'paid'>): boolean =>
  order.paid && (order.status === 'paid' || order.status === 'partly-shipped');

export const NOT_SHIPPABLE = 'Only a paid order can be shipped';
export const SHIPPED_IN_FULL = 'Every unit of this order has shipped already';
export const SHIP_DATE_IN_FUTURE = 'Shipped on cannot be later than today';

/** What is left to ship of each line, in the order's line order. */
export const remainingUnits = (
  order: Pick<Order, 'lines'>,
  shipments: readonly Pick<Shipment, 'lines'>[],
): number[] => unitsLeft(order, unitsByLine(shipments));

/** The order's status once `shipments` have left: shipped when nothing remains. */
export const statusAfterShipments = (
  order: Pick<Order, 'lines'>,
  shipments: readonly Pick<Shipment, 'lines'>[],
): Extract<OrderStatus, 'partly-shipped' | 'shipped'> =>
  remainingUnits(order, shipments).every((left) => left === 0) ? 'shipped' : 'partly-shipped';

export type ShipmentRefusal =
  | { readonly code: 'not-shippable'; readonly message: string }
  | { readonly code: 'shipment-too-large'; readonly message: string };

/** Refused: more units of a line than it has left to ship. */
export function tooManySentence(toolName: string, left: number, ordered: number): string {
  if (left === 0) return `Every unit of ${toolName} has shipped already.`;
  const shipped = ordered - left;
  return `Only ${left} more of ${toolName} can ship: ${ordered} were ordered and ${shipped} have shipped.`;
}

/** Refused: units of a line that still wait for stock. */
export function stillBackorderedSentence(toolName: string, ready: number, waiting: number): string {
  return `Only ${Math.max(0, ready)} more of ${toolName} can ship: ${waiting} are still backordered.`;
}

/** What a shipment will be, once checked against the order and its earlier shipments. */
export interface ShipmentPlan {
  readonly lines: readonly ShipmentLine[];
  readonly shippedOn: string;
  /** The order's status with this shipment. */
  readonly status: Extract<OrderStatus, 'partly-shipped' | 'shipped'>;
}

/**
 * The shipment of `input` from `order`, which has shipped `earlier` already: refused when
 * the order may not ship, when a line does not exist, or when a line would ship more units
 * than it has left. `today`: the store's day (YYYY-MM-DD, UTC).
 */
export function planShipment(
  order: ShippableOrder,
  earlier: readonly Pick<Shipment, 'lines'>[],
  input: Pick<ShipmentInput, 'lines' | 'shippedOn'>,
  today: string,
): Result<ShipmentPlan, ShipmentRefusal | { readonly code: 'invalid'; readonly message: string }> {
  if (!isShippable(order))
    return fail({
      code: 'not-shippable',
      message: order.status === 'shipped' ? SHIPPED_IN_FULL : NOT_SHIPPABLE,
    });
  const shippedOn = input.shippedOn ?? today;
  if (shippedOn > today) return fail({ code: 'invalid', message: SHIP_DATE_IN_FUTURE });
  const left = remainingUnits(order, earlier);
  const lines: ShipmentLine[] = [];
  for (const asked of input.lines) {
    const line = order.lines[asked.line];
    if (!line)
      return fail({ code: 'invalid', message: `This order has no line ${asked.line + 1}` });
    const available = left[asked.line] ?? 0;
    if (asked.qty > available)
      return fail({
        code: 'shipment-too-large',
        message: tooManySentence(line.toolName, available, line.qty),
      });
    // Units waiting for stock have nothing to ship yet (backorder.ts).
    const ready = available - (line.backordered ?? 0);
    if (asked.qty > ready)
      return fail({
        code: 'shipment-too-large',
        message: stillBackorderedSentence(line.toolName, ready, line.backordered ?? 0),
      });
    lines.push({ line: asked.line, toolName: line.toolName, qty: asked.qty });
  }
  lines.sort((a, b) => a.line - b.line);
  const status = statusAfterShipments(order, [...earlier, { lines }]);
  return ok({ lines, shippedOn, status });
}

/** The store's day of `now`, as shipments date themselves (UTC). */
export const storeDay = (now: Date): string => now.toISOString().slice(0, 10);
