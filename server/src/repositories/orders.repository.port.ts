// Orders and the stock they reserve, as the routes see them.
import type { Order } from '../../../src/domain/order';

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
}

export interface Orders {
  /**
   * Takes `toolQty` out of the tool's stock and records the order, in one atomic statement.
   * Undefined when the tool is gone, its price changed, or the quantity no longer fits
   * minQty..availableQty (another order took the stock first).
   */
  place(order: NewOrder): Promise<Order | undefined>;
  findById(id: string): Promise<Order | undefined>;
  listByEmail(email: string): Promise<Order[]>;
  listAll(): Promise<Order[]>;
  /** Marks an unpaid order paid; returns how many orders changed (0 or 1). */
  markPaid(id: string, transactionId: string): Promise<number>;
  /** Marks a paid order shipped; returns how many orders changed (0 or 1). */
  markShipped(id: string): Promise<number>;
  /** Deletes an unpaid order and gives its quantity back to the tool's stock. */
  removeUnpaid(id: string): Promise<number>;
}
