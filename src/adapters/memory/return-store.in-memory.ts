// The use cases' return store, kept in the in-memory world's Maps. Each method runs to its
// end without awaiting anything, so two requests for one order are checked in turn, as the
// SQL store's lock on the order keeps them apart.
import { DEMO_INVOICE_TERMS } from '../../domain/invoice';
import { LOCAL_SITE_URL } from '../../domain/mail-links';
import type { OrderReturn } from '../../domain/order-return';
import type { Result } from '../../domain/result';
import { ok } from '../../domain/result';
import { returnAcceptedMail, returnRefusedMail } from '../../domain/return-mails';
import type {
  PlanReturn,
  ReturnDecision,
  ReturnStore,
} from '../../application/ports/return-store.port';
import type { ReturnStatus, ReturnRefusal } from '../../domain/order-return';
import { copy } from './api-input';
import { recordOrderChangeInMemory } from './history.in-memory';
import { recordMail } from './mailbox.in-memory';
import { refundsOf } from './refund-store.in-memory';
import { newId, type MemoryState } from './memory-state';

export class ReturnStoreInMemory implements ReturnStore {
  constructor(private readonly state: MemoryState) {}

  async request(
    orderId: string,
    reason: string,
    actor: string,
    now: Date,
    plan: PlanReturn,
  ): Promise<Result<OrderReturn, ReturnRefusal | { readonly code: 'no-such-order' }>> {
    const order = this.state.orders.get(orderId);
    if (!order) return { ok: false, error: { code: 'no-such-order' } };
    const shipped = this.state.orderEvents.get(orderId)?.find((entry) => entry.kind === 'shipped');
    const verdict = plan({
      order: copy(order),
      shippedAt: shipped && new Date(shipped.at),
      now,
      returns: this.returnsOf(orderId),
      refunds: refundsOf(this.state, orderId),
    });
    if (!verdict.ok) return verdict;
    const created: OrderReturn = {
      _id: newId(),
      orderId,
      orderNumber: order.number,
      email: order.email,
      status: 'requested',
      reason,
      lines: verdict.value,
      createdAt: this.state.now().toISOString(),
    };
    this.state.returns.set(created._id, created);
    recordOrderChangeInMemory(this.state, created, 'return-requested', 'return-requested', actor);
    return ok(copy(created));
  }

  async find(returnId: string): Promise<OrderReturn | undefined> {
    const found = this.state.returns.get(returnId);
    return found && copy(found);
  }

  async listForOrder(orderId: string): Promise<OrderReturn[]> {
    return this.returnsOf(orderId);
  }

  async list(status: ReturnStatus | undefined, limit: number): Promise<OrderReturn[]> {
    return [...this.state.returns.values()]
      .filter((one) => status === undefined || one.status === status)
      .reverse()
      .slice(0, limit)
      .map(copy);
  }

  async accept(returnId: string, actor: string): Promise<ReturnDecision> {
    return this.move(returnId, 'requested', { status: 'accepted', decidedBy: actor }, (moved) => {
      recordOrderChangeInMemory(this.state, moved, 'return-accepted', 'return-accepted', actor);
      recordMail(this.state, returnAcceptedMail(moved, DEMO_INVOICE_TERMS.seller, LOCAL_SITE_URL));
    });
  }

  async refuse(returnId: string, actor: string, reason: string): Promise<ReturnDecision> {
    const change = { status: 'refused', decidedBy: actor, refusal: reason } as const;
    return this.move(returnId, 'requested', change, (moved) => {
      recordOrderChangeInMemory(this.state, moved, 'return-refused', 'return-refused', actor);
      recordMail(this.state, returnRefusedMail(moved, LOCAL_SITE_URL));
    });
  }

  async markRefunded(returnId: string, refundId: string, actor: string): Promise<ReturnDecision> {
    return this.move(returnId, 'accepted', { status: 'refunded', refundId }, (moved) =>
      recordOrderChangeInMemory(this.state, moved, 'return-received', 'return-received', actor),
    );
  }

  private move(
    returnId: string,
    from: ReturnStatus,
    change: Partial<OrderReturn>,
    then: (moved: OrderReturn) => void,
  ): ReturnDecision {
    const found = this.state.returns.get(returnId);
    if (!found) return { refused: 'no-such-return' };
    if (found.status !== from) return { refused: 'return-decided' };
    const moved = { ...found, ...change };
    this.state.returns.set(returnId, moved);
    then(moved);
    return { decided: copy(moved) };
  }

  private returnsOf(orderId: string): OrderReturn[] {
    return [...this.state.returns.values()].filter((one) => one.orderId === orderId).map(copy);
  }
}
