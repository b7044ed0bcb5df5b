// A company's payment terms: a store admin grants or takes them away; the company's members
// and the store's admins read them with what is owed and what is left of the credit limit.
import { availableCredit, type SetTermsInput } from '../../domain/account-terms';
import { openBalanceOf, type Statement } from '../../domain/account-statement';
import { ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import { companyAccess } from '../companies/company-access';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { TermsDeps } from './terms-deps';
import { recordAction } from '../history/record-action';

export type AccountSummary = Pick<
  Statement,
  'companyId' | 'terms' | 'balanceCents' | 'availableCents'
>;

/** `GET /company/{id}/terms`: its members' and the store admins'. */
export async function companyTerms(
  deps: TermsDeps,
  viewer: Viewer,
  companyId: string,
): Promise<Result<AccountSummary, Refusal>> {
  const access = await companyAccess(deps.companies, viewer, companyId, 'member');
  if (!access.ok) return access;
  return ok(await accountSummary(deps, access.value.company._id));
}

export async function accountSummary(
  deps: Pick<TermsDeps, 'accounts'>,
  companyId: string,
): Promise<AccountSummary> {
  const [terms, invoices] = await Promise.all([
    deps.accounts.termsOf(companyId),
    deps.accounts.invoicesOf(companyId),
  ]);
  const balanceCents = openBalanceOf(invoices);
  return {
    companyId,
    terms: terms ?? null,
    balanceCents,
    availableCents: terms ? availableCredit(terms.creditLimitCents, balanceCents) : 0,
  };
}

/** `PUT /company/{id}/terms`: a store admin's. */
export async function setCompanyTerms(
  deps: TermsDeps,
  viewer: Viewer,
  companyId: string,
  input: SetTermsInput,
): Promise<Result<AccountSummary, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const access = await companyAccess(deps.companies, viewer, companyId, 'company-admin');
  if (!access.ok) return access;
  const company = access.value.company;
  await deps.accounts.setTerms(company._id, input.terms);
  await recordAction(deps.audit, viewer, 'company-terms-set', company.name, company._id);
  return ok(await accountSummary(deps, company._id));
}
