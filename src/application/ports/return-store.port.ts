// Returns as the use cases see them: the SQL repository on the server, Maps in the in-memory
// API. `request` locks the order, so two requests at once are checked in turn against what
// is left to return; each decision locks the return, so it is decided once.
import type { Actor } from '../../domain/order-timeline';
import type {
  OrderReturn,
  ReturnContext,
  ReturnLine,
  ReturnRefusal,
  ReturnStatus,
} from '../../domain/order-return';
import type { Result } from '../../domain/result';

/** The return rule, run by the store on the order as it is while locked. */
export type PlanReturn = (context: ReturnContext) => Result<ReturnLine[], ReturnRefusal>;

export type ReturnDecision =
  { readonly decided: OrderReturn } | { readonly refused: 'no-such-return' | 'return-decided' };

export interface ReturnStore {
  /**
   * With the order locked: the plan's verdict over its shipping time, returns and refunds,
   * recorded as a requested return (timeline and audit) when it holds.
   */
  request(
    orderId: string,
    reason: string,
    actor: Actor,
    now: Date,
    plan: PlanReturn,
  ): Promise<Result<OrderReturn, ReturnRefusal | { readonly code: 'no-such-order' }>>;
  find(returnId: string): Promise<OrderReturn | undefined>;
  /** The order's returns, oldest first. */
  listForOrder(orderId: string): Promise<OrderReturn[]>;
  /** Every return in `status` (all when undefined), newest first, at most `limit`. */
  list(status: ReturnStatus | undefined, limit: number): Promise<OrderReturn[]>;
  /** A requested return accepted: the customer's instructions queued, timeline, audit. */
  accept(returnId: string, actor: Actor): Promise<ReturnDecision>;
  /** A requested return refused with `reason`: the customer's e-mail queued, timeline, audit. */
  refuse(returnId: string, actor: Actor, reason: string): Promise<ReturnDecision>;
  /** An accepted return received and refunded by `refundId`: timeline, audit. */
  markRefunded(returnId: string, refundId: string, actor: Actor): Promise<ReturnDecision>;
}
