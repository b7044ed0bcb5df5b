// The refunds as the use cases see them: the SQL repository on the server, Maps in the
// in-memory API. Each method is atomic on its own; `begin` is where two admins refunding
// the same order at once are put in turn.
import type { CreditSettlement, CreditNote } from '../../domain/credit-note';
import type { Order } from '../../domain/order';
import type { Actor } from '../../domain/order-timeline';
import type { Refund, RefundPlan, RefundRefusal } from '../../domain/refund';
import type { Result } from '../../domain/result';

/** The refund rule, run by the store on the order and its refunds as they are while locked. */
export type PlanRefund = (
  order: Order,
  earlier: readonly Refund[],
) => Result<RefundPlan, RefundRefusal>;

export type BegunRefund =
  /** A new refund, pending: its money is held until the gateway answers. */
  | { readonly kind: 'begun'; readonly refund: Refund }
  /** A refund was already asked with this key (a retry): it, as it is now. */
  | { readonly kind: 'asked-before'; readonly refund: Refund }
  | { readonly kind: 'refused'; readonly refusal: RefundRefusal }
  | { readonly kind: 'no-order' };

export interface RefundStore {
  /**
   * With the order locked: the refund asked before with `key`, or the plan's verdict over
   * the order's refunds, recorded as a pending refund by `actor` when it holds.
   */
  begin(orderId: string, key: string, actor: Actor, plan: PlanRefund): Promise<BegunRefund>;
  /**
   * The gateway gave the money back (or the account was credited): the refund is done, its credit note issued (the next
   * gapless number), its units back in stock if so asked, its timeline and audit entries
   * written, all at once. A refund done already is answered as it is.
   */
  complete(refundId: string, settlement: CreditSettlement, actor: Actor): Promise<Refund>;
  /**
   * The gateway declined: the refund failed and holds no money any more, and the order's
   * timeline and the audit log say so, all at once. A refund settled already is answered
   * as it is.
   */
  markFailed(refundId: string, failure: string, actor: Actor): Promise<Refund>;
  /**
   * The gateway took the refund on and will answer later: the refund stays pending, holding
   * its money, and remembers the gateway's id, so it is never asked again. A refund settled
   * already, or given its id already, is answered as it is.
   */
  markAwaiting(refundId: string, gatewayRefundId: string): Promise<Refund>;
  /** One refund by its id, as it is now. */
  find(refundId: string): Promise<Refund | undefined>;
  /**
   * Refunds still pending that were asked for more than `ageMs` ago by the store's own
   * clock (the one that stamps them), oldest first.
   */
  listPendingOlderThan(ageMs: number): Promise<Refund[]>;
  /** The order's refunds, oldest first. */
  listForOrder(orderId: string): Promise<Refund[]>;
  /** The credit note a refund issued, if it is done. */
  findCreditNote(refundId: string): Promise<CreditNote | undefined>;
}
