// The answer to an order request whose Idempotency-Key placed an order before: that order,
// unless the key came with another request (the caller reused it by mistake). The SQL and
// in-memory order stores answer alike through this.
import type {
  KeyedOrder,
  KeyReused,
  OrderIdempotency,
  PlaceResult,
} from '../ports/order-store.port';

export function replayOf(earlier: KeyedOrder, asked: OrderIdempotency): PlaceResult | KeyReused {
  return earlier.request === asked.request
    ? { placed: true, order: earlier.order }
    : { placed: false, reason: 'idempotency-key-reused' };
}
