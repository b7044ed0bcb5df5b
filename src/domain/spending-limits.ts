// A buyer's spending limits in a company (issue 25, item 4): what one order may come to, and
// what their orders of one calendar month (UTC) may come to together, in whole cents; null
// is no limit. An order past either is not refused: it waits for an approver.
import * as v from 'valibot';
import { strictObjectMessage } from './fields';
import { MAX_ORDER_TOTAL, toCents } from './money';

export type SpendingLimits = Readonly<v.InferOutput<typeof SpendingLimitsSchema>>;

export const NO_SPENDING_LIMITS: SpendingLimits = {
  orderLimitCents: null,
  monthlyLimitCents: null,
};

/** The largest limit worth setting: an order's own cap (money.ts). */
export const MAX_LIMIT_CENTS = toCents(MAX_ORDER_TOTAL);

/** A limit in whole cents, or null for none; `label` names it in each sentence. */
export const limitCents = (label: string) =>
  v.nullable(
    v.pipe(
      v.number(`${label} must be a number of cents, or null for no limit`),
      v.integer(`${label} must be whole cents`),
      v.minValue(1, `${label} must be at least 1 cent`),
      v.maxValue(MAX_LIMIT_CENTS, `${label} can be at most ${MAX_LIMIT_CENTS} cents`),
    ),
  );

export const SpendingLimitsSchema = v.strictObject(
  {
    orderLimitCents: limitCents('Order limit'),
    monthlyLimitCents: limitCents('Monthly limit'),
  },
  strictObjectMessage,
);
export type SpendingLimitsInput = v.InferInput<typeof SpendingLimitsSchema>;

/** A company admin's limit on what all the members' orders of one month come to. */
export const CompanyLimitSchema = v.strictObject(
  { monthlyLimitCents: limitCents('Company monthly limit') },
  strictObjectMessage,
);
export type CompanyLimitInput = v.InferInput<typeof CompanyLimitSchema>;

/** The company's monthly limit (null: none) and what its members spent this month. */
export interface CompanySpend {
  readonly monthlyLimitCents: number | null;
  readonly spentCents: number;
}

export const NO_COMPANY_LIMIT: CompanySpend = { monthlyLimitCents: null, spentCents: 0 };

export const APPROVAL_REASONS = ['order-limit', 'monthly-limit', 'company-monthly-limit'] as const;
export type ApprovalReason = (typeof APPROVAL_REASONS)[number];

/** Why an order needs an approver, and the limit it passed. */
export interface ApprovalNeed {
  readonly reason: ApprovalReason;
  readonly limitCents: number;
}

/**
 * Whether an order of `orderCents` needs approval, given what the buyer has spent this
 * month without one (`spentCents`), and what the whole company has: the order limit is
 * asked first, as it says more, the company's last.
 */
export function approvalNeeded(
  orderCents: number,
  spentCents: number,
  limits: SpendingLimits,
  company: CompanySpend = NO_COMPANY_LIMIT,
): ApprovalNeed | undefined {
  if (limits.orderLimitCents !== null && orderCents > limits.orderLimitCents) {
    return { reason: 'order-limit', limitCents: limits.orderLimitCents };
  }
  if (limits.monthlyLimitCents !== null && spentCents + orderCents > limits.monthlyLimitCents) {
    return { reason: 'monthly-limit', limitCents: limits.monthlyLimitCents };
  }
  if (
    company.monthlyLimitCents !== null &&
    company.spentCents + orderCents > company.monthlyLimitCents
  ) {
    return { reason: 'company-monthly-limit', limitCents: company.monthlyLimitCents };
  }
  return undefined;
}

/** The first moment of `now`'s calendar month, in UTC: where a monthly limit starts again. */
export const monthStart = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
