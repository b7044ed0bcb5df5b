// The order timelines and the audit log of the in-memory world, kept in its state: written
// by the order store and the admin calls with each change, read by the history calls.
import type { AuditAction, AuditEntry, NewAuditEntry } from '../../domain/audit-log';
import { matchesSearch, pageOf, type Page, type PageQuery } from '../../domain/page';
import type { Actor, OrderEventKind, OrderTimelineEntry } from '../../domain/order-timeline';
import type { AuditLog } from '../../application/ports/audit-trail.port';
import type { OrderTimelineReader } from '../../application/ports/order-timeline.port';
import type { MemoryState } from './memory-state';

/** Kinds an order has at most once, as the database's unique index keeps them. */
const ONCE: ReadonlySet<OrderEventKind> = new Set([
  'created',
  'payment-started',
  'paid',
  'shipped',
]);

export function appendOrderEventInMemory(
  state: MemoryState,
  orderId: string,
  kind: OrderEventKind,
  actor: Actor,
): void {
  const entries = state.orderEvents.get(orderId) ?? [];
  if (ONCE.has(kind) && entries.some((entry) => entry.kind === kind)) return;
  entries.push({ kind, actor, at: state.now().toISOString() });
  state.orderEvents.set(orderId, entries);
}

export function appendAuditEntryInMemory(state: MemoryState, entry: NewAuditEntry): void {
  state.audit.push({
    ...entry,
    _id: String(state.audit.length + 1),
    at: state.now().toISOString(),
  });
}

/** A change to an order: on its timeline and, under its number, in the audit log. */
export function recordOrderChangeInMemory(
  state: MemoryState,
  order: { readonly orderId: string; readonly orderNumber: number },
  kind: OrderEventKind,
  action: AuditAction,
  actor: string,
): void {
  appendOrderEventInMemory(state, order.orderId, kind, actor);
  const subject = `#${order.orderNumber}`;
  appendAuditEntryInMemory(state, { actor, action, subject, subjectId: order.orderId });
}

export class OrderTimelineInMemory implements OrderTimelineReader {
  constructor(private readonly state: MemoryState) {}

  async timelineOf(orderId: string): Promise<OrderTimelineEntry[]> {
    return (this.state.orderEvents.get(orderId) ?? []).map((entry) => ({ ...entry }));
  }
}

export class AuditLogInMemory implements AuditLog {
  constructor(private readonly state: MemoryState) {}

  async record(entry: NewAuditEntry): Promise<void> {
    appendAuditEntryInMemory(this.state, entry);
  }

  async findPage(query: PageQuery): Promise<Page<AuditEntry>> {
    const newestFirst = [...this.state.audit]
      .reverse()
      .filter((entry) => matchesSearch(query.q, [entry.actor, entry.subject]));
    const page = pageOf(newestFirst, query);
    return { ...page, items: page.items.map((entry) => ({ ...entry })) };
  }
}
