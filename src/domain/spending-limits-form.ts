// The spending-limits fields of My Company's Members, as a company admin types them: dollars
// and cents, or nothing for no limit. Read into the cents the API takes, by the same rules
// the API applies (spending-limits.ts), so a field's sentence shows before anything is sent.
import * as v from 'valibot';
import { parseDollarAmount } from './dollar-amount';
import { strictObjectMessage } from './fields';
import { formatAmount, fromCents, MAX_ORDER_TOTAL, toCents } from './money';
import { limitCents, type SpendingLimits } from './spending-limits';

/** The two fields as typed ("500", "499.50", "" for none). */
export type SpendingLimitsForm = Readonly<v.InferInput<typeof SpendingLimitsFormSchema>>;

const dollarsOrNone = (label: string) =>
  v.pipe(
    v.string(`${label} must be dollars and cents, like 500 or 499.50`),
    v.trim(),
    v.check(
      (text) => text === '' || parseDollarAmount(text) !== undefined,
      `${label} must be dollars and cents, like 500 or 499.50, or empty for no limit`,
    ),
    v.check(
      (text) => text === '' || Number(text) <= MAX_ORDER_TOTAL,
      `${label} can be at most ${formatAmount(MAX_ORDER_TOTAL)}, what one order may come to`,
    ),
    v.transform((text) => (text === '' ? null : toCents(Number(text)))),
    limitCents(label),
  );

/** The form's fields, read into the body of `setMemberLimits`. */
export const SpendingLimitsFormSchema = v.pipe(
  v.strictObject(
    { orderLimit: dollarsOrNone('Order limit'), monthlyLimit: dollarsOrNone('Monthly limit') },
    strictObjectMessage,
  ),
  v.transform(({ orderLimit, monthlyLimit }) => ({
    orderLimitCents: orderLimit,
    monthlyLimitCents: monthlyLimit,
  })),
);

/** The company's monthly limit as typed, read into the body of `setCompanyLimit`. */
export const CompanyLimitFormSchema = v.pipe(
  v.strictObject({ monthlyLimit: dollarsOrNone('Company monthly limit') }, strictObjectMessage),
  v.transform(({ monthlyLimit }) => ({ monthlyLimitCents: monthlyLimit })),
);

const typed = (cents: number | null): string => (cents === null ? '' : fromCents(cents).toFixed(2));

/** The field holding a company's monthly limit as stored (absent: none). */
export const companyLimitFieldOf = (cents: number | undefined): string => typed(cents ?? null);

/** The fields holding a member's limits as stored. */
export const spendingLimitsFormOf = (limits: SpendingLimits): SpendingLimitsForm => ({
  orderLimit: typed(limits.orderLimitCents),
  monthlyLimit: typed(limits.monthlyLimitCents),
});

/** "$500.00", or "None": a limit as the members table shows it. */
export const limitLabel = (cents: number | null): string =>
  cents === null ? 'None' : formatAmount(fromCents(cents));
