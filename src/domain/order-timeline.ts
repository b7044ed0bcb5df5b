// An order's timeline: every change of an order, who made it and when, oldest first. The
// entries outlive the order (a deleted order's history still says who deleted it).
import * as v from 'valibot';

export const ORDER_EVENT_KINDS = [
  'created',
  'payment-started',
  'paid',
  'shipped',
  'part-shipped',
  'cancelled',
  'expired',
  'deleted',
  'refunded',
  'refund-failed',
  'approval-requested',
  'approved',
  'declined',
  'return-requested',
  'return-accepted',
  'return-refused',
  'return-received',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** The actor of what the store does on its own: the expiry job, the payment webhook. */
export const SYSTEM_ACTOR = 'system';

/**
 * An admin as a customer reads their order's timeline: the store's staff did it, and which
 * admin (their e-mail) is the store's business, not the customer's.
 */
export const STAFF_ACTOR = 'staff';

/** Who made a change: a signed-in person's e-mail, SYSTEM_ACTOR, or (as shown) STAFF_ACTOR. */
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
  'part-shipped': 'Partly shipped',
  cancelled: 'Cancelled',
  expired: 'Expired unpaid',
  deleted: 'Deleted',
  refunded: 'Refunded',
  'refund-failed': 'Refund failed',
  'approval-requested': 'Sent for approval',
  approved: 'Approved',
  declined: 'Declined',
  'return-requested': 'Return asked for',
  'return-accepted': 'Return accepted',
  'return-refused': 'Return refused',
  'return-received': 'Return received and refunded',
};

/** Who did it, as a person reads it. */
export const actorLabel = (actor: Actor): string => {
  if (actor === SYSTEM_ACTOR) return 'the store (automatically)';
  return actor === STAFF_ACTOR ? 'PaintCo staff' : actor;
};

/**
 * The timeline as `viewer` may read it: an admin sees who did what; a customer sees their
 * own changes and the store's, and anyone else's as STAFF_ACTOR.
 */
export const timelineAsSeenBy = <E extends Pick<OrderTimelineEntry, 'actor'>>(
  entries: readonly E[],
  viewer: { readonly email: string; readonly isAdmin: boolean },
): E[] =>
  entries.map((entry) =>
    viewer.isAdmin || entry.actor === viewer.email || entry.actor === SYSTEM_ACTOR
      ? entry
      : { ...entry, actor: STAFF_ACTOR },
  );

/** The entry as one sentence, e.g. "Shipped by admin@paintco.test". */
export const timelineSentence = (entry: Pick<OrderTimelineEntry, 'kind' | 'actor'>): string =>
  `${EVENT_LABELS[entry.kind]} by ${actorLabel(entry.actor)}`;

/** How removing an unpaid order is recorded: by its customer, an admin, or the expiry. */
export type RemovalKind = Extract<OrderEventKind, 'deleted' | 'cancelled' | 'expired' | 'declined'>;

/** Who changed an order, and which removal it was (for a removal). */
export interface OrderRemoval {
  readonly kind: RemovalKind;
  readonly actor: Actor;
  /**
   * For 'expired': the moment the order must have lapsed by. The store checks it again as it
   * removes the order, so an approval that gave the order a new deadline meanwhile wins.
   */
  readonly lapsedBy?: Date;
}
