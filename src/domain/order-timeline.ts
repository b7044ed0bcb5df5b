// An order's timeline: every change of an order, who made it and when, oldest first. The
// entries outlive the order (a deleted order's history still says who deleted it).
import * as v from 'valibot';

export const ORDER_EVENT_KINDS = [
  'created',
  'payment-started',
  'paid',
  'shipped',
  'cancelled',
  'expired',
  'deleted',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** The actor of what the store does on its own: the expiry job, the payment webhook. */
export const SYSTEM_ACTOR = 'system';

/** Who made a change: a signed-in person's e-mail, or SYSTEM_ACTOR. */
export type Actor = string;

export const OrderTimelineEntrySchema = v.object({
  kind: v.picklist(ORDER_EVENT_KINDS),
  actor: v.string(),
  /** When it happened (ISO 8601, UTC). */
  at: v.string(),
});
export type OrderTimelineEntry = v.InferOutput<typeof OrderTimelineEntrySchema>;

const EVENT_LABELS: Readonly<Record<OrderEventKind, string>> = {
  created: 'Created',
  'payment-started': 'Payment started',
  paid: 'Paid',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
  expired: 'Expired unpaid',
  deleted: 'Deleted',
};

/** Who did it, as a person reads it. */
export const actorLabel = (actor: Actor): string =>
  actor === SYSTEM_ACTOR ? 'the store (automatically)' : actor;

/** The entry as one sentence, e.g. "Shipped by admin@paintco.test". */
export const timelineSentence = (entry: Pick<OrderTimelineEntry, 'kind' | 'actor'>): string =>
  `${EVENT_LABELS[entry.kind]} by ${actorLabel(entry.actor)}`;

/** How removing an unpaid order is recorded: by its customer, an admin, or the expiry. */
export type RemovalKind = Extract<OrderEventKind, 'deleted' | 'cancelled' | 'expired'>;

/** Who changed an order, and which removal it was (for a removal). */
export interface OrderRemoval {
  readonly kind: RemovalKind;
  readonly actor: Actor;
}
