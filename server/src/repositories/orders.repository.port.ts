// Orders as the API's routes see them: the use cases' order store, plus the lists.
import type { Order } from '../../../src/domain/order';
import type { OrderStore } from '../../../src/application/ports/order-store.port';

export interface Orders extends OrderStore {
  listByEmail(email: string): Promise<Order[]>;
  listAll(): Promise<Order[]>;
}
