// The Terms dialog of Companies, as a store admin fills it in: net days (or none: card
// only), the credit limit in dollars and cents, and whether a PO number is required. Read
// into the body of `setCompanyTerms` by the API's own rules, so each field's sentence shows
// before anything is sent.
import * as v from 'valibot';
import type { NET_TERMS } from './account-terms';
import {
  AccountTermsSchema,
  MAX_CREDIT_LIMIT_CENTS,
  type AccountTerms,
  type SetTermsInput,
} from './account-terms';
import { parseDollarAmount } from './dollar-amount';
import { formatAmount, fromCents, toCents } from './money';

/** The fields as typed; `netDays` '' takes the terms away. */
export interface TermsForm {
  readonly netDays: '' | `${(typeof NET_TERMS)[number]}`;
  readonly creditLimit: string;
  readonly poRequired: boolean;
}

export type TermsFormField = 'netDays' | 'creditLimit';

export type TermsFormReading =
  | { readonly ok: true; readonly input: SetTermsInput }
  | { readonly ok: false; readonly field: TermsFormField; readonly message: string };

export const creditLimitSentence =
  'Enter the credit limit in dollars and cents, like 5000 or 4999.50';

const MAX_CREDIT_LIMIT = fromCents(MAX_CREDIT_LIMIT_CENTS);

/** The dialog's fields for the terms a company has now (none: card only). */
export const termsFormOf = (terms: AccountTerms | null): TermsForm =>
  terms === null
    ? { netDays: '', creditLimit: '', poRequired: false }
    : {
        netDays: `${terms.netDays}`,
        creditLimit: fromCents(terms.creditLimitCents).toFixed(2),
        poRequired: terms.poRequired,
      };

/** The fields read into what `setCompanyTerms` takes, or the first field's sentence. */
export function readTermsForm(form: TermsForm): TermsFormReading {
  if (form.netDays === '') return { ok: true, input: { terms: null } };
  const typed = form.creditLimit.trim();
  if (typed === '') {
    return { ok: false, field: 'creditLimit', message: `${creditLimitSentence}; 0 for none.` };
  }
  const dollars = parseDollarAmount(typed);
  if (dollars === undefined) {
    return { ok: false, field: 'creditLimit', message: `${creditLimitSentence}.` };
  }
  if (dollars > MAX_CREDIT_LIMIT) {
    return {
      ok: false,
      field: 'creditLimit',
      message: `The credit limit can be at most ${formatAmount(MAX_CREDIT_LIMIT)}.`,
    };
  }
  const terms = v.safeParse(AccountTermsSchema, {
    netDays: Number(form.netDays),
    creditLimitCents: toCents(dollars),
    poRequired: form.poRequired,
  });
  if (!terms.success) {
    return { ok: false, field: 'netDays', message: terms.issues[0].message };
  }
  return { ok: true, input: { terms: terms.output } };
}
