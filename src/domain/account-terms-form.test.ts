import { describe, expect, it } from 'vitest';
import { readTermsForm, termsFormOf, type TermsForm } from './account-terms-form';

const NET_30: TermsForm = { netDays: '30', creditLimit: '5000', poRequired: true };

describe('the Terms dialog read into setCompanyTerms', () => {
  it('reads net days, a limit in dollars into cents, and the PO rule', () => {
    expect(readTermsForm(NET_30)).toEqual({
      ok: true,
      input: { terms: { netDays: 30, creditLimitCents: 500_000, poRequired: true } },
    });
    expect(readTermsForm({ ...NET_30, netDays: '15', creditLimit: ' 4999.5 ' })).toEqual({
      ok: true,
      input: { terms: { netDays: 15, creditLimitCents: 499_950, poRequired: true } },
    });
    expect(readTermsForm({ ...NET_30, creditLimit: '0' })).toMatchObject({
      ok: true,
      input: { terms: { creditLimitCents: 0 } },
    });
  });

  it('takes the terms away when no net days are chosen, whatever the limit says', () => {
    expect(readTermsForm({ ...NET_30, netDays: '', creditLimit: 'lots' })).toEqual({
      ok: true,
      input: { terms: null },
    });
  });

  it.each([
    ['', 'Enter the credit limit in dollars and cents, like 5000 or 4999.50; 0 for none.'],
    ['5,000', 'Enter the credit limit in dollars and cents, like 5000 or 4999.50.'],
    ['-1', 'Enter the credit limit in dollars and cents, like 5000 or 4999.50.'],
    ['12.345', 'Enter the credit limit in dollars and cents, like 5000 or 4999.50.'],
    ['1e3', 'Enter the credit limit in dollars and cents, like 5000 or 4999.50.'],
    ['10000000.01', 'The credit limit can be at most $10,000,000.00.'],
  ])('says what is wrong with a credit limit of %j', (creditLimit, message) => {
    expect(readTermsForm({ ...NET_30, creditLimit })).toEqual({
      ok: false,
      field: 'creditLimit',
      message,
    });
  });

  it('fills the fields from the terms as kept, and reads them back unchanged', () => {
    const terms = { netDays: 60 as const, creditLimitCents: 123_456, poRequired: false };
    expect(termsFormOf(terms)).toEqual({
      netDays: '60',
      creditLimit: '1234.56',
      poRequired: false,
    });
    expect(readTermsForm(termsFormOf(terms))).toEqual({ ok: true, input: { terms } });
    expect(termsFormOf(null)).toEqual({ netDays: '', creditLimit: '', poRequired: false });
  });
});
