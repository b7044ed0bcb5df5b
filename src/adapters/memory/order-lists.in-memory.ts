// The order lists in memory, as the API's SQL answers them: a page newest first, searched
// by tool, e-mail or name, of one status.
import type { OrderLists } from '../../application/ports/order-lists.port';
import { matchesCompanyOrder, type CompanyOrderQuery } from '../../domain/company-orders';
import type { Order } from '../../domain/order';
import { matchesSearch, pageOf, type OrderPageQuery, type Page } from '../../domain/page';
import { withinReach, type WarehouseReach } from '../../domain/warehouse-orders';
import { copy } from './api-input';
import type { MemoryState } from './memory-state';

export class OrderListsInMemory implements OrderLists {
  constructor(private readonly state: MemoryState) {}

  async listByEmail(email: string): Promise<Order[]> {
    return (await this.listAll()).filter((order) => order.email === email);
  }

  async listAll(reach?: WarehouseReach): Promise<Order[]> {
    return [...this.state.orders.values()].filter((order) => withinReach(order, reach)).map(copy);
  }

  async findPage(query: OrderPageQuery, reach?: WarehouseReach): Promise<Page<Order>> {
    const found = (await this.listAll(reach)).filter(
      (order) =>
        (!query.status || order.status === query.status) &&
        matchesSearch(query.q, [order.toolName, order.email, order.name]),
    );
    // Newest first, as the API lists them: the Map keeps them oldest first.
    return pageOf(found.reverse(), query);
  }

  async findCompanyPage(companyId: string, query: CompanyOrderQuery): Promise<Page<Order>> {
    const found = (await this.listAll()).filter((order) =>
      matchesCompanyOrder(order, companyId, query),
    );
    return pageOf(found.reverse(), query);
  }
}
