// The use cases' order store, kept in the in-memory world's Maps. Each method runs to its
// end without awaiting anything, so a check and its write can never be interleaved, as the
// SQL store's single statements cannot.
import type { Order } from '../../domain/order';
import { hasExpired } from '../../domain/order-deadline';
import { checkQuantity } from '../../domain/quantity';
import type { NewOrder, OrderStore, PlaceResult } from '../../application/ports/order-store.port';
import { copy } from './api-input';
import { newId, type MemoryState } from './memory-state';

export class OrderStoreInMemory implements OrderStore {
  constructor(private readonly state: MemoryState) {}

  async place(order: NewOrder, limits: { maxUnpaid: number; now: Date }): Promise<PlaceResult> {
    const held = [...this.state.orders.values()].filter(
      (o) => o.email === order.email && o.status === 'unpaid' && !hasExpired(o, limits.now),
    );
    if (held.length >= limits.maxUnpaid) return { placed: false, reason: 'unpaid-limit' };
    const tool = this.state.tools.get(order.toolId);
    if (!tool || tool.price !== order.unitPrice || !checkQuantity(tool, order.toolQty).ok) {
      return { placed: false, reason: 'tool' };
    }
    tool.availableQty -= order.toolQty;
    this.state.lastOrderNumber += 1;
    const placed: Order = {
      _id: newId(),
      number: this.state.lastOrderNumber,
      createdAt: limits.now.toISOString(),
      toolId: tool._id,
      toolName: tool.name,
      toolQty: order.toolQty,
      toolPrice: order.toolPrice,
      toolImg: tool.img,
      name: order.name,
      email: order.email,
      address: order.address,
      phone: order.phone,
      paid: false,
      status: 'unpaid',
      expiresAt: order.expiresAt.toISOString(),
    };
    this.state.orders.set(placed._id, placed);
    return { placed: true, order: copy(placed) };
  }

  async findById(id: string): Promise<Order | undefined> {
    const order = this.state.orders.get(id);
    return order && copy(order);
  }

  findForPayment(id: string): Promise<Order | undefined> {
    return this.findById(id);
  }

  async markPaid(id: string, transactionId: string): Promise<number> {
    const order = this.state.orders.get(id);
    if (!order || order.status !== 'unpaid') return 0;
    Object.assign(order, { status: 'paid', paid: true, transactionId });
    // A paid order has no deadline.
    delete order.expiresAt;
    return 1;
  }

  async markShipped(id: string): Promise<number> {
    const order = this.state.orders.get(id);
    if (!order || order.status !== 'paid') return 0;
    order.status = 'shipped';
    return 1;
  }

  async removeUnpaid(id: string): Promise<number> {
    const order = this.state.orders.get(id);
    if (!order || order.status !== 'unpaid') return 0;
    this.state.orders.delete(id);
    // Its units go back on sale (a deleted tool simply gets nothing back).
    const tool = this.state.tools.get(order.toolId);
    if (tool) tool.availableQty += order.toolQty;
    return 1;
  }

  async listLapsed(now: Date, limit: number): Promise<Order[]> {
    return [...this.state.orders.values()]
      .filter((order) => hasExpired(order, now))
      .slice(0, limit)
      .map(copy);
  }

  listByEmail(email: string): Order[] {
    return [...this.state.orders.values()].filter((order) => order.email === email).map(copy);
  }

  listAll(): Order[] {
    return [...this.state.orders.values()].map(copy);
  }
}
