// The history calls of the API fake: the application's history use cases over the world's
// timelines and audit log. Access is checked by the use cases.
import type { OrderTimelineEntry } from '../../domain/order-timeline';
import { orderTimeline } from '../../application/history/order-timeline';
import type { OrderStore } from '../../application/ports/order-store.port';
import type { Viewer } from '../../application/viewer';
import { answerOf } from './api-errors';
import type { Outcome } from './api-input';
import { AuditLogInMemory, OrderTimelineInMemory } from './history.in-memory';
import type { MemoryState } from './memory-state';

export class HistoryCallsInMemory {
  readonly audit: AuditLogInMemory;
  private readonly timeline: OrderTimelineInMemory;

  constructor(
    state: MemoryState,
    private readonly orders: Pick<OrderStore, 'findById'>,
  ) {
    this.audit = new AuditLogInMemory(state);
    this.timeline = new OrderTimelineInMemory(state);
  }

  async timelineOf(viewer: Viewer, id: string): Promise<Outcome<OrderTimelineEntry[]>> {
    const deps = { orders: this.orders, timeline: this.timeline };
    return answerOf(await orderTimeline(deps, viewer, id));
  }
}
