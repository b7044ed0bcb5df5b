import { describe, expect, it } from 'vitest';
import { approvalNeeded, NO_SPENDING_LIMITS } from './spending-limits';

const limits = { orderLimitCents: 50_000, monthlyLimitCents: 100_000 };

describe('approvalNeeded', () => {
  it('lets an order within every limit through', () => {
    expect(
      approvalNeeded(50_000, 50_000, limits, { monthlyLimitCents: 200_000, spentCents: 0 }),
    ).toBeUndefined();
    expect(approvalNeeded(99_999_900, 0, NO_SPENDING_LIMITS)).toBeUndefined();
  });

  it("asks the order limit first, then the buyer's month, then the company's", () => {
    const company = { monthlyLimitCents: 10_000, spentCents: 10_000 };
    expect(approvalNeeded(50_001, 90_000, limits, company)).toEqual({
      reason: 'order-limit',
      limitCents: 50_000,
    });
    expect(approvalNeeded(10_001, 90_000, limits, company)).toEqual({
      reason: 'monthly-limit',
      limitCents: 100_000,
    });
    expect(approvalNeeded(1, 0, limits, company)).toEqual({
      reason: 'company-monthly-limit',
      limitCents: 10_000,
    });
  });

  it("counts what the company's members spent this month, up to the limit exactly", () => {
    const company = (spentCents: number) => ({ monthlyLimitCents: 100_000, spentCents });
    expect(approvalNeeded(40_000, 0, NO_SPENDING_LIMITS, company(60_000))).toBeUndefined();
    expect(approvalNeeded(40_001, 0, NO_SPENDING_LIMITS, company(60_000))).toMatchObject({
      reason: 'company-monthly-limit',
    });
    expect(
      approvalNeeded(1_000_000, 0, NO_SPENDING_LIMITS, {
        monthlyLimitCents: null,
        spentCents: 9e9,
      }),
    ).toBeUndefined();
  });
});
