// The orders as lists: a customer's own, every one, a page of them searched, a company's.
import type { CompanyOrderQuery } from '../../domain/company-orders';
import type { Order } from '../../domain/order';
import type { OrderPageQuery, Page } from '../../domain/page';
import type { WarehouseReach } from '../../domain/warehouse-orders';

export interface OrderLists {
  listByEmail(email: string): Promise<Order[]>;
  /** Every order, oldest first; with `reach`, only the warehouse's (warehouse-orders.ts). */
  listAll(reach?: WarehouseReach): Promise<Order[]>;
  /**
   * A page of the orders, newest first, by tool, customer e-mail or name, of one status;
   * with `reach`, only the warehouse's (warehouse-orders.ts), its total theirs alone.
   */
  findPage(query: OrderPageQuery, reach?: WarehouseReach): Promise<Page<Order>>;
  /** A page of the company's orders (placed by its members), newest first, as filtered. */
  findCompanyPage(companyId: string, query: CompanyOrderQuery): Promise<Page<Order>>;
}
