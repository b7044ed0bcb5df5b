// The use cases' order store, kept in the in-memory world's Maps. Each method runs to its
// end without awaiting anything, so a check and its write can never be interleaved, as the
// SQL store's single statements cannot.
import { agreedLineStillHolds } from '../../domain/agreed-line';
import { orderNumberLabel, type Order } from '../../domain/order';
import type { Actor, OrderRemoval } from '../../domain/order-timeline';
import { hasExpired } from '../../domain/order-deadline';
import { lineStillHolds, orderSummary, type OrderLine } from '../../domain/order-line';
import type { Tool } from '../../domain/tool';
import {
  addHoldings,
  checkUnpaidLimits,
  holdingOf,
  NOTHING_HELD,
} from '../../domain/unpaid-limits';
import type {
  NewOrder,
  OrderStore,
  PlaceLimits,
  PlaceResult,
} from '../../application/ports/order-store.port';
import { copy } from './api-input';
import { issueInvoiceInMemory } from './invoice-issue.in-memory';
import { appendAuditEntryInMemory, appendOrderEventInMemory } from './history.in-memory';
import { newId, type MemoryState } from './memory-state';
import { recordMail } from './mailbox.in-memory';
import { LOCAL_SITE_URL } from '../../domain/mail-links';
import { orderMail } from '../../domain/order-mails';

export class OrderStoreInMemory implements OrderStore {
  constructor(private readonly state: MemoryState) {}

  async place(order: NewOrder, limits: PlaceLimits): Promise<PlaceResult> {
    const holding = [...this.state.orders.values()]
      .filter((o) => o.email === order.email && o.status === 'unpaid' && !hasExpired(o, limits.now))
      .map((o) => holdingOf(o.lines))
      .reduce(addHoldings, NOTHING_HELD);
    const exceeded = checkUnpaidLimits(holding, holdingOf(order.lines), limits);
    if (exceeded) return { placed: false, reason: 'unpaid-limit', exceeded };
    // Every line is checked before any stock is taken: all lines or none.
    const held: { line: OrderLine; tool: Tool }[] = [];
    for (const line of order.lines) {
      const tool = this.state.tools.get(line.toolId);
      const holds = order.agreedPrices ? agreedLineStillHolds : lineStillHolds;
      if (!tool || !holds(tool, line, order.terms)) {
        return { placed: false, reason: 'tool', toolId: line.toolId };
      }
      held.push({ line, tool });
    }
    // The name and image as they are now, as the SQL store copies them.
    const lines = held.map(({ line, tool }) => {
      tool.availableQty -= line.qty;
      return { ...line, toolName: tool.name, toolImg: tool.img };
    });
    this.state.lastOrderNumber += 1;
    const placed: Order = {
      _id: newId(),
      number: this.state.lastOrderNumber,
      createdAt: limits.now.toISOString(),
      ...orderSummary(lines),
      lines,
      name: order.name,
      email: order.email,
      address: order.address,
      phone: order.phone,
      paid: false,
      status: 'unpaid',
      expiresAt: order.expiresAt.toISOString(),
    };
    this.state.orders.set(placed._id, placed);
    recordMail(this.state, orderMail('placed', placed, LOCAL_SITE_URL));
    appendOrderEventInMemory(this.state, placed._id, 'created', order.email);
    return { placed: true, order: copy(placed) };
  }

  async findById(id: string): Promise<Order | undefined> {
    const order = this.state.orders.get(id);
    return order && copy(order);
  }

  findForPayment(id: string): Promise<Order | undefined> {
    return this.findById(id);
  }

  async markPaid(id: string, transactionId: string, actor: Actor): Promise<number> {
    const order = this.state.orders.get(id);
    if (!order || order.status !== 'unpaid') return 0;
    Object.assign(order, { status: 'paid', paid: true, transactionId });
    // A paid order has no deadline.
    delete order.expiresAt;
    // In the same step, as the SQL store issues them in the payment's transaction.
    issueInvoiceInMemory(this.state.invoices, order, this.state.now());
    recordMail(this.state, orderMail('paid', order, LOCAL_SITE_URL));
    appendOrderEventInMemory(this.state, id, 'paid', actor);
    return 1;
  }

  async markShipped(id: string, actor: Actor): Promise<number> {
    const order = this.state.orders.get(id);
    if (!order || order.status !== 'paid') return 0;
    order.status = 'shipped';
    recordMail(this.state, orderMail('shipped', order, LOCAL_SITE_URL));
    appendOrderEventInMemory(this.state, id, 'shipped', actor);
    this.audit(actor, 'order-shipped', order);
    return 1;
  }

  async notePaymentStarted(id: string, actor: Actor): Promise<void> {
    appendOrderEventInMemory(this.state, id, 'payment-started', actor);
  }

  async removeUnpaid(id: string, removal: OrderRemoval): Promise<number> {
    const order = this.state.orders.get(id);
    if (!order || order.status !== 'unpaid') return 0;
    this.state.orders.delete(id);
    if (removal.kind !== 'deleted')
      recordMail(this.state, orderMail('cancelled', order, LOCAL_SITE_URL));
    appendOrderEventInMemory(this.state, id, removal.kind, removal.actor);
    if (removal.kind === 'cancelled') this.audit(removal.actor, 'order-cancelled', order);
    // Its units go back on sale (a deleted tool simply gets nothing back).
    for (const line of order.lines) {
      const tool = this.state.tools.get(line.toolId);
      if (tool) tool.availableQty += line.qty;
    }
    return 1;
  }

  async listLapsed(now: Date, limit: number): Promise<Order[]> {
    return [...this.state.orders.values()]
      .filter((order) => hasExpired(order, now))
      .slice(0, limit)
      .map(copy);
  }

  /** Written in the same synchronous step as the change, as the SQL store's statement. */
  private audit(actor: Actor, action: 'order-shipped' | 'order-cancelled', order: Order): void {
    appendAuditEntryInMemory(this.state, {
      actor,
      action,
      subject: orderNumberLabel(order),
      subjectId: order._id,
    });
  }

  listAll(): Order[] {
    return [...this.state.orders.values()].map(copy);
  }
}
