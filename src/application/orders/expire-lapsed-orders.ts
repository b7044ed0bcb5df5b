// Unpaid orders hold stock; past their expiry they are removed like a deleted order, so one
// account cannot reserve the whole catalogue for ever. Safe to run in several processes at
// once: each removal is atomic, and a second remover finds nothing left to remove.
import { SYSTEM_ACTOR } from '../../domain/order-timeline';
import type { PaymentGateway } from '../ports/payment-gateway.port';
import type { OrderStore } from '../ports/order-store.port';
import { removeUnpaidOrder } from './remove-unpaid-order';

const batchSize = 100;

/** Removes the orders that lapsed by `now`; returns how many it removed. */
export async function expireLapsedOrders(deps: {
  orders: OrderStore;
  payments: PaymentGateway;
  now: Date;
}): Promise<number> {
  let removed = 0;
  for (;;) {
    const lapsed = await deps.orders.listLapsed(deps.now, batchSize);
    let removedNow = 0;
    for (const order of lapsed) {
      if (
        (
          await removeUnpaidOrder(deps, order, {
            kind: 'expired',
            actor: SYSTEM_ACTOR,
            lapsedBy: deps.now,
          })
        ).kind === 'removed'
      )
        removedNow += 1;
    }
    removed += removedNow;
    // A full batch that removed nothing would come back the same: stop rather than spin.
    if (lapsed.length < batchSize || removedNow === 0) return removed;
  }
}
