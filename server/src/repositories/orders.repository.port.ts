// Orders as the API's routes see them: the use cases' order store, plus the lists.
import type { OrderLists } from '../../../src/application/ports/order-lists.port';
import type { OrderStore } from '../../../src/application/ports/order-store.port';

export interface Orders extends OrderStore, OrderLists {}
