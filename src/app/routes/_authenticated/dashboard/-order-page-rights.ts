// What each reader of an order's page may see and do, as the call tables admit them
// (src/ports/calls: `staff` beside `access`): the warehouse ships, finance refunds and reads
// invoices and credit notes, sales reads; only the admin takes returns' steps. The page asks
// for nothing the API would refuse the reader.
import type { OrderViewer } from '../../../../domain/order-status';
import type { SessionRole } from '../../../../machines/session.selectors';

export function orderPageRights(role: SessionRole) {
  const customer = role === 'customer' || role === 'unconfirmed';
  const viewer: OrderViewer = customer ? 'customer' : 'admin';
  return {
    viewer,
    ships: role === 'admin' || role === 'warehouse',
    refunds: role === 'admin' || role === 'finance',
    takesReturnSteps: role === 'admin',
    /** Reads the order's refunds, credit notes and invoice. */
    readsMoney: role !== 'warehouse' && role !== 'sales',
    /** Reads the order's returns (a staff role reads no one's). */
    readsReturns: customer || role === 'admin',
  } as const;
}

export type OrderPageRights = ReturnType<typeof orderPageRights>;
