// Orders and the stock they reserve, as the routes see them.
import type { Order } from '../../../src/domain/order';
import type { OrderPayments } from '../application/record-payment';

export interface NewOrder {
  toolId: string;
  toolQty: number;
  /** The unit price the total was computed from: the order is refused if it changed. */
  unitPrice: number;
  toolPrice: number;
  name: string;
  email: string;
  address: string;
  phone: string;
  /** When the order lapses unless paid. */
  expiresAt: Date;
}

export type PlaceResult =
  | { placed: true; order: Order }
  /** The tool is gone, its price changed, or the quantity no longer fits its stock. */
  | { placed: false; reason: 'tool' }
  /** The customer already holds the most unpaid orders one may hold at once. */
  | { placed: false; reason: 'unpaid-limit' };

export interface Orders extends OrderPayments {
  /**
   * Takes `toolQty` out of the tool's stock and records the order, atomically. Refused when
   * the tool is gone, its price changed, the quantity no longer fits minQty..availableQty
   * (another order took the stock first), or the customer already holds `maxUnpaid` unpaid
   * orders that have not lapsed by `now` (checked under a per-customer lock, so concurrent
   * requests cannot slip past it).
   */
  place(order: NewOrder, limits: { maxUnpaid: number; now: Date }): Promise<PlaceResult>;
  findById(id: string): Promise<Order | undefined>;
  listByEmail(email: string): Promise<Order[]>;
  listAll(): Promise<Order[]>;
  /** Marks an unpaid order paid; returns how many orders changed (0 or 1). */
  markPaid(id: string, transactionId: string): Promise<number>;
  /** Unpaid orders that lapsed by `now`, oldest first, at most `limit` of them. */
  listLapsed(now: Date, limit: number): Promise<Order[]>;
  /** Marks a paid order shipped; returns how many orders changed (0 or 1). */
  markShipped(id: string): Promise<number>;
  /** Deletes an unpaid order and gives its quantity back to the tool's stock. */
  removeUnpaid(id: string): Promise<number>;
}
