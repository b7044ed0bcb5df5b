// The use cases' refund store, kept in the in-memory world's Maps. Each method runs to its
// end without awaiting anything, so a refund's check and its record can never be
// interleaved with another's, as the SQL store's lock on the order keeps them apart.
import { issueCreditNote, type CreditSettlement, type CreditNote } from '../../domain/credit-note';
import type { Refund } from '../../domain/refund';
import type {
  BegunRefund,
  PlanRefund,
  RefundStore,
} from '../../application/ports/refund-store.port';
import { copy } from './api-input';
import { recordOrderChangeInMemory } from './history.in-memory';
import { newId, type MemoryState } from './memory-state';
import { refundedUnits } from '../../domain/backorder';
import { allocateArrivalsForToolsInMemory, stillWaiting } from './backorders.in-memory';

/** An order's refunds, oldest first. */
export const refundsOf = (state: MemoryState, orderId: string): Refund[] =>
  [...state.refunds.values()]
    .filter((stored) => stored.refund.orderId === orderId)
    .map((stored) => copy(stored.refund));

export class RefundStoreInMemory implements RefundStore {
  constructor(private readonly state: MemoryState) {}

  async begin(
    orderId: string,
    key: string,
    _actor: string,
    plan: PlanRefund,
  ): Promise<BegunRefund> {
    const order = this.state.orders.get(orderId);
    if (!order) return { kind: 'no-order' };
    const asked = [...this.state.refunds.values()].find((stored) => stored.key === key);
    if (asked) return { kind: 'asked-before', refund: copy(asked.refund) };
    const verdict = plan(copy(order), refundsOf(this.state, orderId));
    if (!verdict.ok) return { kind: 'refused', refusal: verdict.error };
    const refund: Refund = {
      _id: newId(),
      orderId,
      orderNumber: order.number,
      status: 'pending',
      amountCents: verdict.value.amountCents,
      reason: verdict.value.reason,
      restocked: verdict.value.restock,
      lines: [...verdict.value.lines],
      createdAt: this.state.now().toISOString(),
    };
    this.state.refunds.set(refund._id, { key, refund });
    return { kind: 'begun', refund: copy(refund) };
  }

  async complete(refundId: string, settlement: CreditSettlement, actor: string): Promise<Refund> {
    const stored = this.stored(refundId);
    if (stored.refund.status !== 'pending') return copy(stored.refund);
    const invoice = this.state.invoices.get(stored.refund.orderId);
    if (!invoice) throw new Error(`Order ${stored.refund.orderId} was refunded without an invoice`);
    const note = issueCreditNote({ ...stored.refund, status: 'done' }, invoice, {
      // Never deleted, so the count is the last number handed out.
      sequence: this.state.creditNotes.size + 1,
      issuedAt: this.state.now(),
      settlement,
    });
    this.state.creditNotes.set(refundId, note);
    const { gatewayRefundId: _taken, ...asked } = stored.refund;
    stored.refund = { ...asked, status: 'done', creditNoteNumber: note.number };
    this.settleUnits(stored.refund);
    recordOrderChangeInMemory(this.state, stored.refund, 'refunded', 'order-refunded', actor);
    return copy(stored.refund);
  }

  async markFailed(refundId: string, failure: string, actor: string): Promise<Refund> {
    const stored = this.stored(refundId);
    if (stored.refund.status !== 'pending') return copy(stored.refund);
    const { gatewayRefundId: _taken, ...asked } = stored.refund;
    stored.refund = { ...asked, status: 'failed', failure };
    recordOrderChangeInMemory(this.state, stored.refund, 'refund-failed', 'refund-failed', actor);
    return copy(stored.refund);
  }

  async markAwaiting(refundId: string, gatewayRefundId: string): Promise<Refund> {
    const stored = this.stored(refundId);
    if (stored.refund.status === 'pending' && stored.refund.gatewayRefundId === undefined) {
      stored.refund = { ...stored.refund, gatewayRefundId };
    }
    return copy(stored.refund);
  }

  async find(refundId: string): Promise<Refund | undefined> {
    const stored = this.state.refunds.get(refundId);
    return stored && copy(stored.refund);
  }

  async listPendingOlderThan(ageMs: number): Promise<Refund[]> {
    const before = this.state.now().getTime() - ageMs;
    return [...this.state.refunds.values()]
      .map((stored) => stored.refund)
      .filter((refund) => refund.status === 'pending' && Date.parse(refund.createdAt) <= before)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((refund) => copy(refund));
  }

  async listForOrder(orderId: string): Promise<Refund[]> {
    return refundsOf(this.state, orderId);
  }

  async findCreditNote(refundId: string): Promise<CreditNote | undefined> {
    const note = this.state.creditNotes.get(refundId);
    return note && copy(note);
  }

  private stored(refundId: string) {
    const stored = this.state.refunds.get(refundId);
    if (!stored) throw new Error(`Refund ${refundId} was not found`);
    return stored;
  }

  /**
   * The refunded units: those still waiting first, no longer waited for; the rest back on
   * sale when they came back (a tool deleted since gets nothing back), to waiting orders first.
   */
  private settleUnits(refund: Refund): void {
    const order = this.state.orders.get(refund.orderId);
    if (!order) return;
    const restocked: string[] = [];
    for (const asked of refund.lines) {
      const line = order.lines[asked.line];
      if (!line) continue;
      const { fromWaiting, fromStock } = refundedUnits(line, asked.qty);
      order.lines[asked.line] = stillWaiting(line, (line.backordered ?? 0) - fromWaiting);
      const tool = this.state.tools.get(line.toolId);
      if (!refund.restocked || !tool || fromStock === 0) continue;
      tool.availableQty += fromStock;
      restocked.push(tool._id);
    }
    allocateArrivalsForToolsInMemory(this.state, restocked);
  }
}
