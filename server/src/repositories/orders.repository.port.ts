// Orders as the API's routes see them: the use cases' order store, plus the lists.
import type { Order } from '../../../src/domain/order';
import type { OrderPageQuery, Page } from '../../../src/domain/page';
import type { OrderStore } from '../../../src/application/ports/order-store.port';

export interface Orders extends OrderStore {
  listByEmail(email: string): Promise<Order[]>;
  listAll(): Promise<Order[]>;
  /** A page of the orders, newest first, by tool, customer e-mail or name, of one status. */
  findPage(query: OrderPageQuery): Promise<Page<Order>>;
}
