// What each reader of an order's page may see and do, as the call tables admit them
// (src/ports/calls: `staff` beside `access`): the warehouse ships, finance refunds and reads
// invoices and credit notes, sales reads; only the admin takes returns' steps. The page asks
// for nothing the API would refuse the reader.
import type { OrderViewer } from '../../../../domain/order-status';
import type { SessionRole } from '../../../../machines/session.selectors';

export interface OrderPageRights {
  readonly viewer: OrderViewer;
  readonly ships: boolean;
  readonly refunds: boolean;
  readonly takesReturnSteps: boolean;
  /** Reads the order's refunds, credit notes and invoice. */
  readonly readsMoney: boolean;
  /** Reads the order's returns (a staff role reads no one's). */
  readonly readsReturns: boolean;
}

export function orderPageRights(role: SessionRole): OrderPageRights {
  const customer = role === 'customer' || role === 'unconfirmed';
  return {
    viewer: customer ? 'customer' : 'admin',
    ships: role === 'admin' || role === 'warehouse',
    refunds: role === 'admin' || role === 'finance',
    takesReturnSteps: role === 'admin',
    readsMoney: role !== 'warehouse' && role !== 'sales',
    readsReturns: customer || role === 'admin',
  };
}
