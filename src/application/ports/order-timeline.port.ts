// Reading an order's timeline; its entries are written by the order store, with each change.
import type { OrderTimelineEntry } from '../../domain/order-timeline';

export interface OrderTimelineReader {
  /** The order's entries, oldest first (none for an id that never had one). */
  timelineOf(orderId: string): Promise<OrderTimelineEntry[]>;
}
