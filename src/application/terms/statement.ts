// `GET /company/{id}/statement`: a company's invoices on account with what each still owes
// and the ageing of what is overdue, for its company admins and the store's admins.
import { ageingOf, readInvoice, type Statement } from '../../domain/account-statement';
import { ok, type Result } from '../../domain/result';
import { companyAccess } from '../companies/company-access';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { accountSummary } from './company-terms';
import type { TermsDeps } from './terms-deps';

export async function companyStatement(
  deps: TermsDeps,
  viewer: Viewer,
  companyId: string,
): Promise<Result<Statement, Refusal>> {
  const access = await companyAccess(deps.companies, viewer, companyId, 'company-admin');
  if (!access.ok) return access;
  const id = access.value.company._id;
  const [summary, kept] = await Promise.all([
    accountSummary(deps, id),
    deps.accounts.invoicesOf(id),
  ]);
  const today = deps.now();
  const invoices = kept.map((invoice) => readInvoice(invoice, today));
  return ok({ ...summary, ageing: ageingOf(invoices), invoices });
}
