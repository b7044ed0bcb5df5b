// The audit log: who did what to whom among the admins' actions (and a quote's decline by
// its sender), newest first. Written once, never changed or removed.
import * as v from 'valibot';

export const AUDIT_ACTIONS = [
  'admin-granted',
  'tool-added',
  'tool-deleted',
  'tool-edited',
  'tool-tiers-set',
  'order-shipped',
  'order-cancelled',
  'review-hidden',
  'review-shown',
  'quote-priced',
  'quote-declined',
  'company-application-approved',
  'company-application-declined',
  'company-role-set',
  'company-member-removed',
  'order-refunded',
  'company-limits-set',
  'company-invitation-withdrawn',
  'company-details-edited',
  'company-price-list-set',
  'company-terms-set',
  'invoice-transfer-recorded',
  'return-requested',
  'return-accepted',
  'return-refused',
  'return-received',
  'carrier-added',
  'carrier-edited',
  'shipment-recorded',
  'catalogue-imported',
  'role-set',
  'refund-failed',
  'carrier-deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditEntrySchema = v.object({
  _id: v.string(),
  /** When it happened (ISO 8601, UTC). */
  at: v.string(),
  /** The signed-in person's e-mail. */
  actor: v.string(),
  action: v.picklist(AUDIT_ACTIONS),
  /** What it was done to, as a person names it: an e-mail, a tool's name, "#1042". */
  subject: v.string(),
  /** The id of what it was done to, when it has one. */
  subjectId: v.optional(v.string()),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

/** What an action records; the store adds the id and the time. */
export type NewAuditEntry = Omit<AuditEntry, '_id' | 'at'>;

const AUDIT_SENTENCES: Readonly<Record<AuditAction, (subject: string) => string>> = {
  'admin-granted': (s) => `Made ${s} an admin`,
  'tool-added': (s) => `Added the tool ${s}`,
  'tool-deleted': (s) => `Deleted the tool ${s}`,
  'tool-edited': (s) => `Edited the tool ${s}`,
  'tool-tiers-set': (s) => `Set the price tiers of ${s}`,
  'order-shipped': (s) => `Shipped order ${s}`,
  'order-cancelled': (s) => `Cancelled order ${s}`,
  'review-hidden': (s) => `Hid the review by ${s}`,
  'review-shown': (s) => `Showed again the review by ${s}`,
  'quote-priced': (s) => `Priced the quote from ${s}`,
  'quote-declined': (s) => `Declined the quote from ${s}`,
  'company-application-approved': (s) => `Approved the trade account application of ${s}`,
  'company-application-declined': (s) => `Declined the trade account application of ${s}`,
  'company-role-set': (s) => `Changed the company role of ${s}`,
  'company-member-removed': (s) => `Removed ${s} from their company`,
  'order-refunded': (s) => `Refunded order ${s}`,
  'company-limits-set': (s) => `Set the spending limits of ${s}`,
  'company-invitation-withdrawn': (s) => `Withdrew the company invitation of ${s}`,
  'company-details-edited': (s) => `Edited the company details of ${s}`,
  'company-price-list-set': (s) => `Set the contract prices of ${s}`,
  'company-terms-set': (s) => `Set the payment terms of ${s}`,
  'invoice-transfer-recorded': (s) => `Recorded a bank transfer against ${s}`,
  'return-requested': (s) => `Asked to return items of order ${s}`,
  'return-accepted': (s) => `Accepted the return of order ${s}`,
  'return-refused': (s) => `Refused the return of order ${s}`,
  'return-received': (s) => `Received and refunded the return of order ${s}`,
  'carrier-added': (s) => `Added the carrier ${s}`,
  'carrier-edited': (s) => `Edited the carrier ${s}`,
  'shipment-recorded': (s) => `Recorded a shipment of order ${s}`,
  'catalogue-imported': (s) => `Imported the catalogue: ${s}`,
  'role-set': (s) => `Set the store role of ${s}`,
  'refund-failed': (s) => `A refund of order ${s} failed`,
  'carrier-deleted': (s) => `Deleted the carrier ${s}`,
};

/** What was done, as one sentence without its actor, e.g. "Shipped order #1042". */
export const auditSentence = (entry: Pick<AuditEntry, 'action' | 'subject'>): string =>
  AUDIT_SENTENCES[entry.action](entry.subject);
