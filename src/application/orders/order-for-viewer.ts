// An order by id, for someone allowed to see it: its customer or an admin. To anyone else
// it is "no such order", as for an id that names none: whether someone else's order
// exists is not theirs to learn. Every call on one order starts here.
import { IdSchema } from '../../domain/fields';
import type { Order } from '../../domain/order';
import { parseInput } from '../../domain/parse';
import { fail, ok, type Result } from '../../domain/result';
import { requireSelfOrAdmin } from '../access-policy';
import type { CompanyStore } from '../ports/company-store.port';
import type { OrderStore } from '../ports/order-store.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';

type Readable = (order: Order) => boolean | Promise<boolean>;

async function orderIf(
  orders: Pick<OrderStore, 'findById'>,
  rawId: unknown,
  readable: Readable,
): Promise<Result<Order, Refusal>> {
  const id = parseInput(IdSchema, rawId);
  // Caught here, not by the database, which would answer a malformed uuid with an error.
  if (!id.ok) return fail({ code: 'invalid', message: id.message });
  const order = await orders.findById(id.value);
  return order && (await readable(order)) ? ok(order) : fail({ code: 'no-such-order' });
}

const ownOrAdmins = (viewer: Viewer) => (order: Order) =>
  requireSelfOrAdmin(viewer, order.email, 'orders').ok;

export function orderForViewer(
  orders: Pick<OrderStore, 'findById'>,
  viewer: Viewer,
  rawId: unknown,
): Promise<Result<Order, Refusal>> {
  return orderIf(orders, rawId, ownOrAdmins(viewer));
}

/**
 * An order for someone allowed to read it: as orderForViewer, and also a company admin of
 * the company the order belongs to, who sees every member's orders (but pays or removes
 * none). A colleague who is a buyer or an approver is told there is no such order.
 */
export function orderForReader(
  deps: { orders: Pick<OrderStore, 'findById'>; companies: Pick<CompanyStore, 'membershipOf'> },
  viewer: Viewer,
  rawId: unknown,
): Promise<Result<Order, Refusal>> {
  return orderIf(deps.orders, rawId, async (order) => {
    if (ownOrAdmins(viewer)(order)) return true;
    if (!order.companyId) return false;
    const membership = await deps.companies.membershipOf(viewer.email);
    return membership?.company._id === order.companyId && membership.role === 'company-admin';
  });
}
