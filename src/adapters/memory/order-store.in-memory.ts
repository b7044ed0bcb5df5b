// The use cases' order store, kept in the in-memory world's Maps. Each method runs to its
// end without awaiting anything, so a check and its write can never be interleaved, as the
// SQL store's single statements cannot.
import { agreedLineStillHolds } from '../../domain/agreed-line';
import { reservedLine, unitsFromStock } from '../../domain/backorder';
import { orderNumberLabel, type Order } from '../../domain/order';
import type { Actor, OrderRemoval } from '../../domain/order-timeline';
import { hasExpired } from '../../domain/order-deadline';
import {
  lineStillHolds,
  orderSummary,
  partNumberOf,
  type OrderLine,
} from '../../domain/order-line';
import type { Tool } from '../../domain/tool';
import {
  addHoldings,
  checkUnpaidLimits,
  holdingOf,
  NOTHING_HELD,
} from '../../domain/unpaid-limits';
import { replayOf } from '../../application/orders/order-idempotency';
import type {
  KeyedOrder,
  KeyReused,
  NewOrder,
  OrderIdempotency,
  OrderStore,
  PlaceLimits,
  PlaceResult,
} from '../../application/ports/order-store.port';
import { copy } from './api-input';
import { toCents } from '../../domain/money';
import { approvalNeedInMemory, requestApprovalInMemory } from './approval-requests.in-memory';
import { issueInvoiceInMemory } from './invoice-issue.in-memory';
import type { OnAccount } from '../../domain/account-terms';
import { appendAuditEntryInMemory, appendOrderEventInMemory } from './history.in-memory';
import { companiesOf } from './company-store.in-memory';
import { newId, type MemoryState } from './memory-state';
import { recordMail } from './mailbox.in-memory';
import { LOCAL_SITE_URL } from '../../domain/mail-links';
import { orderMail } from '../../domain/order-mails';
import { allocateArrivalsForToolsInMemory } from './backorders.in-memory';

const keyOf = (email: string, key: string) => `${email}\n${key}`;

export class OrderStoreInMemory implements OrderStore {
  constructor(private readonly state: MemoryState) {}

  async place(order: NewOrder, limits: PlaceLimits): Promise<PlaceResult> {
    return this.placeNow(order, limits);
  }

  private placeNow(order: NewOrder, limits: PlaceLimits): PlaceResult {
    const holding = [...this.state.orders.values()]
      .filter((o) => o.email === order.email && o.status === 'unpaid' && !hasExpired(o, limits.now))
      .map((o) => holdingOf(o.lines))
      .reduce(addHoldings, NOTHING_HELD);
    const exceeded = checkUnpaidLimits(holding, holdingOf(order.lines), limits);
    if (exceeded) return { placed: false, reason: 'unpaid-limit', exceeded };
    const need = approvalNeedInMemory(
      this.state,
      order.email,
      toCents(holdingOf(order.lines).value),
      limits.now,
    );
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
    // The name, image and part number as they are now, as the SQL store copies them.
    // What the stock covers; the rest waits for the tool's restock date.
    const lines = held.map(({ line, tool }) => {
      const reserved = reservedLine(tool, line);
      tool.availableQty -= reserved.fromStock;
      return { ...reserved.line, toolName: tool.name, toolImg: tool.img, ...partNumberOf(tool) };
    });
    this.state.lastOrderNumber += 1;
    // The buyer's company as it is now: the order stays the company's, as in SQL.
    const companyId = companiesOf(this.state).members.get(order.email)?.companyId;
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
      ...(companyId === undefined ? {} : { companyId }),
    };
    this.state.orders.set(placed._id, placed);
    appendOrderEventInMemory(this.state, placed._id, 'created', order.email);
    // A company buyer's order past their spending limits waits for an approver.
    if (need) requestApprovalInMemory(this.state, placed, need);
    else recordMail(this.state, orderMail('placed', placed, LOCAL_SITE_URL));
    return { placed: true, order: copy(placed) };
  }

  // No await before the place: a second request with the key, even at once, finds the first.
  async placeOnce(
    order: NewOrder,
    limits: PlaceLimits,
    idempotency: OrderIdempotency,
  ): Promise<PlaceResult | KeyReused> {
    const earlier = this.keyedOrder(order.email, idempotency.key);
    if (earlier) return replayOf(earlier, idempotency);
    const placed = this.placeNow(order, limits);
    if (placed.placed) {
      this.state.idempotencyKeys.set(keyOf(order.email, idempotency.key), {
        orderId: placed.order._id,
        request: idempotency.request,
      });
    }
    return placed;
  }

  async findByIdempotencyKey(email: string, key: string): Promise<KeyedOrder | undefined> {
    return this.keyedOrder(email, key);
  }

  private keyedOrder(email: string, key: string): KeyedOrder | undefined {
    const stored = this.state.idempotencyKeys.get(keyOf(email, key));
    const order = stored && this.state.orders.get(stored.orderId);
    return stored && order && { order: copy(order), request: stored.request };
  }

  async findById(id: string): Promise<Order | undefined> {
    const order = this.state.orders.get(id);
    return order && copy(order);
  }

  findForPayment(id: string): Promise<Order | undefined> {
    return this.findById(id);
  }

  async markPaid(id: string, transactionId: string, actor: Actor): Promise<number> {
    return this.markPaidNow(id, transactionId, actor);
  }

  /**
   * markPaid without a wait, for a store whose own check must hold with it (an order put on
   * account, with its terms on the invoice).
   */
  markPaidNow(id: string, transactionId: string, actor: Actor, account?: OnAccount): number {
    const order = this.state.orders.get(id);
    if (!order || order.status !== 'unpaid' || order.approval?.status === 'pending') return 0;
    Object.assign(order, { status: 'paid', paid: true, transactionId });
    // A paid order has no deadline.
    delete order.expiresAt;
    // In the same step, as the SQL store issues them in the payment's transaction.
    issueInvoiceInMemory(this.state.invoices, order, this.state.now(), account);
    recordMail(this.state, orderMail('paid', order, LOCAL_SITE_URL));
    appendOrderEventInMemory(this.state, id, 'paid', actor);
    // Stock raised since it was placed goes to it now, if no earlier paid order waits first.
    allocateArrivalsForToolsInMemory(
      this.state,
      order.lines.filter((line) => (line.backordered ?? 0) > 0).map((line) => line.toolId),
    );
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
    return this.removeUnpaidNow(id, removal);
  }

  /** removeUnpaid in one synchronous step, for a caller whose own change goes with it. */
  removeUnpaidNow(id: string, removal: OrderRemoval): number {
    const order = this.state.orders.get(id);
    if (!order || order.status !== 'unpaid') return 0;
    // An approval gave it a new deadline since the expiry read it: it stays.
    if (removal.lapsedBy && !hasExpired(order, removal.lapsedBy)) return 0;
    this.state.orders.delete(id);
    if (removal.kind === 'cancelled' || removal.kind === 'expired')
      recordMail(this.state, orderMail('cancelled', order, LOCAL_SITE_URL));
    appendOrderEventInMemory(this.state, id, removal.kind, removal.actor);
    if (removal.kind === 'cancelled') this.audit(removal.actor, 'order-cancelled', order);
    // Its units go back on sale (a deleted tool simply gets nothing back).
    for (const line of order.lines) {
      const tool = this.state.tools.get(line.toolId);
      if (tool) tool.availableQty += unitsFromStock(line);
    }
    // The units it held go to the paid orders waiting for them first.
    allocateArrivalsForToolsInMemory(
      this.state,
      order.lines.map((line) => line.toolId),
    );
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
