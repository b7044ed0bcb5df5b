// A company's own data: the signed-in person's company (`GET /company`), one company by id
// (its members, or a store admin), the store admin's list (a page of it when asked), and changing the details and
// delivery addresses (a company admin, or a store admin; in the audit log).
import type { Company, CompanyDetails, MyCompany } from '../../domain/company';
import type { Page } from '../../domain/page';
import { asksForPage, parsePageQuery } from '../../domain/page-query';
import { fail, ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { companyAccess } from './company-access';
import type { CompanyDeps } from './company-deps';
import { recordAction } from '../history/record-action';

export async function myCompany(
  deps: CompanyDeps,
  viewer: Viewer,
): Promise<Result<MyCompany | null, Refusal>> {
  // A lone customer is an answer, not an error (as GET /prices/mine): no company.
  return ok((await deps.companies.membershipOf(viewer.email)) ?? null);
}

export async function companyById(
  deps: CompanyDeps,
  viewer: Viewer,
  companyId: string,
): Promise<Result<Company, Refusal>> {
  const access = await companyAccess(deps.companies, viewer, companyId, 'member');
  return access.ok ? ok(access.value.company) : access;
}

export async function listCompanies(
  deps: CompanyDeps,
  viewer: Viewer,
  query: Readonly<Record<string, string>>,
): Promise<Result<Company[] | Page<Company>, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  if (!asksForPage(query)) return ok(await deps.companies.list());
  const page = parsePageQuery(query);
  if (!page.ok) return fail({ code: 'invalid', message: page.message });
  return ok(await deps.companies.findPage(page.value));
}

export async function updateCompany(
  deps: CompanyDeps,
  viewer: Viewer,
  companyId: string,
  details: CompanyDetails,
): Promise<Result<Company, Refusal>> {
  const access = await companyAccess(deps.companies, viewer, companyId, 'company-admin');
  if (!access.ok) return access;
  const updated = await deps.companies.update(companyId, details);
  if (!updated) return fail({ code: 'no-such-company' });
  await recordAction(deps.audit, viewer, 'company-details-edited', updated.name, companyId);
  return ok(updated);
}
