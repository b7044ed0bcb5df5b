import { describe, expect, it } from 'vitest';
import { parseInput } from './parse';
import { limitLabel, spendingLimitsFormOf, SpendingLimitsFormSchema } from './spending-limits-form';

describe('the spending-limits form', () => {
  it('reads dollars into cents, and an empty field as no limit', () => {
    expect(parseInput(SpendingLimitsFormSchema, { orderLimit: ' 500 ', monthlyLimit: '' })).toEqual(
      { ok: true, value: { orderLimitCents: 50_000, monthlyLimitCents: null } },
    );
    expect(
      parseInput(SpendingLimitsFormSchema, { orderLimit: '499.5', monthlyLimit: '2000.05' }),
    ).toMatchObject({ value: { orderLimitCents: 49_950, monthlyLimitCents: 200_005 } });
  });

  it('says which field is wrong, in a sentence', () => {
    const parsed = parseInput(SpendingLimitsFormSchema, {
      orderLimit: '$5,00',
      monthlyLimit: '0',
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors).toEqual({
      orderLimit:
        'Order limit must be dollars and cents, like 500 or 499.50, or empty for no limit',
      monthlyLimit: 'Monthly limit must be at least 1 cent',
    });
  });

  it('refuses a limit above what one order may come to', () => {
    const parsed = parseInput(SpendingLimitsFormSchema, {
      orderLimit: '1000000',
      monthlyLimit: '',
    });
    expect(parsed.ok ? undefined : parsed.fieldErrors.orderLimit).toBe(
      'Order limit can be at most $999,999.00, what one order may come to',
    );
  });

  it('shows stored limits back in the fields and the table', () => {
    expect(spendingLimitsFormOf({ orderLimitCents: 50_000, monthlyLimitCents: null })).toEqual({
      orderLimit: '500.00',
      monthlyLimit: '',
    });
    expect(limitLabel(50_000)).toBe('$500.00');
    expect(limitLabel(null)).toBe('None');
  });
});
