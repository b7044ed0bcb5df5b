// The order lists: a customer's own (`GET /order?email=`, anyone's for an admin) and the
// admin's every order (`GET /orders`, a page of them when asked).
import type { Order } from '../../domain/order';
import type { Page } from '../../domain/page';
import { asksForPage, parseOrderPageQuery } from '../../domain/page-query';
import { fail, ok, type Result } from '../../domain/result';
import { requireAdmin, requireSelfOrAdmin } from '../access-policy';
import type { OrderLists } from '../ports/order-lists.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';

export async function listOrdersOf(
  orders: Pick<OrderLists, 'listByEmail'>,
  viewer: Viewer,
  email: string,
): Promise<Result<Order[], Refusal>> {
  const allowed = requireSelfOrAdmin(viewer, email, 'orders');
  if (!allowed.ok) return allowed;
  return ok(await orders.listByEmail(email));
}

export async function listAllOrders(
  orders: Pick<OrderLists, 'listAll' | 'findPage'>,
  viewer: Viewer,
  query: Readonly<Record<string, string>>,
): Promise<Result<Order[] | Page<Order>, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  // The store selects the warehouse's orders itself: filtered after paging, a page would come
  // short of its size and the total count orders the warehouse may not see; unpaged, the
  // store would read every order the warehouse is not shown.
  const reach = viewer.role === 'warehouse' ? { reader: viewer.email } : undefined;
  if (!asksForPage(query)) return ok(await orders.listAll(reach));
  const page = parseOrderPageQuery(query);
  if (!page.ok) return fail({ code: 'invalid', message: page.message });
  return ok(await orders.findPage(page.value, reach));
}
