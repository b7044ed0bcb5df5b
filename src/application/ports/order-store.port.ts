// The orders as the use cases see them: the SQL repository on the server, a Map in the
// in-memory API. Every change here is atomic on its own.
import type { Order } from '../../domain/order';

export interface NewOrder {
  readonly toolId: string;
  readonly toolQty: number;
  /** The unit price the total was computed from: the order is refused if it changed. */
  readonly unitPrice: number;
  readonly toolPrice: number;
  readonly name: string;
  readonly email: string;
  readonly address: string;
  readonly phone: string;
  /** When the order lapses unless paid. */
  readonly expiresAt: Date;
}

export type PlaceResult =
  | { readonly placed: true; readonly order: Order }
  /** The tool is gone, its price changed, or the quantity no longer fits its stock. */
  | { readonly placed: false; readonly reason: 'tool' }
  /** The customer already holds the most unpaid orders one may hold at once. */
  | { readonly placed: false; readonly reason: 'unpaid-limit' };

/** What recording a payment needs; inside a transaction, the read locks the order. */
export interface OrderPayments {
  findForPayment(orderId: string): Promise<Order | undefined>;
  /** Marks an unpaid order paid; returns how many orders changed (0 or 1). */
  markPaid(orderId: string, transactionId: string): Promise<number>;
}

export interface OrderStore extends OrderPayments {
  /**
   * Takes `toolQty` out of the tool's stock and records the order, atomically. Refused when
   * the tool is gone, its price changed, the quantity no longer fits minQty..availableQty,
   * or the customer already holds `maxUnpaid` unpaid orders that have not lapsed by `now`
   * (concurrent requests cannot slip past it).
   */
  place(order: NewOrder, limits: { maxUnpaid: number; now: Date }): Promise<PlaceResult>;
  findById(id: string): Promise<Order | undefined>;
  /** Marks a paid order shipped; returns how many orders changed (0 or 1). */
  markShipped(id: string): Promise<number>;
  /** Deletes an unpaid order and gives its quantity back to the tool's stock (0 or 1). */
  removeUnpaid(id: string): Promise<number>;
  /** Unpaid orders that lapsed by `now`, oldest first, at most `limit` of them. */
  listLapsed(now: Date, limit: number): Promise<Order[]>;
}
