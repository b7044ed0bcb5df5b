// An order waiting for a company's approver (issue 25, item 4), and the decision on it. The
// order itself carries `approval` while it is pending or once approved; a declined order is
// removed, and its decision stays readable here.
import * as v from 'valibot';
import { requiredText, strictObjectMessage } from './fields';
import { formatAmount, fromCents } from './money';
import { APPROVAL_REASONS } from './spending-limits';

export const APPROVAL_STATUSES = ['pending', 'approved', 'declined', 'lapsed'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** What an order says of its approval (absent: it needed none). */
export const OrderApprovalStateSchema = v.object({
  status: v.picklist(['pending', 'approved']),
  reason: v.picklist(APPROVAL_REASONS),
  /** The approver's e-mail, once approved. */
  decidedBy: v.optional(v.string()),
});

export const OrderApprovalSchema = v.object({
  orderId: v.string(),
  orderNumber: v.number(),
  companyId: v.string(),
  buyerEmail: v.string(),
  buyerName: v.string(),
  totalCents: v.number(),
  reason: v.picklist(APPROVAL_REASONS),
  /** The limit the order passed, in cents. */
  limitCents: v.number(),
  /** 'lapsed': still undecided when its order lapsed unpaid or was deleted by its buyer. */
  status: v.picklist(APPROVAL_STATUSES),
  requestedAt: v.string(),
  decidedBy: v.optional(v.string()),
  decidedAt: v.optional(v.string()),
  declineReason: v.optional(v.string()),
});
export type OrderApproval = v.InferOutput<typeof OrderApprovalSchema>;

export const DeclineOrderSchema = v.strictObject(
  {
    reason: v.pipe(
      requiredText('Reason is Required', 500, 'Reason'),
      v.minLength(3, 'Reason must be at least 3 characters'),
    ),
  },
  strictObjectMessage,
);
export type DeclineOrderInput = v.InferInput<typeof DeclineOrderSchema>;

/** The sentence that says why an order waits, e.g. "$800.00 is over the order limit of $500.00". */
export function approvalReasonSentence(
  approval: Pick<OrderApproval, 'reason' | 'totalCents' | 'limitCents'>,
): string {
  const limit = formatAmount(fromCents(approval.limitCents));
  if (approval.reason === 'order-limit') {
    return `${formatAmount(fromCents(approval.totalCents))} is over the order limit of ${limit}`;
  }
  return approval.reason === 'monthly-limit'
    ? `it takes this month's orders over the monthly limit of ${limit}`
    : `it takes the company's orders this month over its monthly limit of ${limit}`;
}

const STATUS_LABELS: Readonly<Record<ApprovalStatus, string>> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  declined: 'Declined',
  lapsed: 'Lapsed undecided',
};
export const approvalStatusLabel = (status: ApprovalStatus): string => STATUS_LABELS[status];

/** Why a removed member's pending orders were declined. */
export const memberRemovedReason = (buyer: string, company: string): string =>
  `${buyer} is no longer a member of ${company}, so this order was declined.`;

/** Whether an approver may decide: never on their own order. */
export const decidesOwnOrder = (approval: Pick<OrderApproval, 'buyerEmail'>, email: string) =>
  approval.buyerEmail === email;
