// A company's own data: the signed-in person's company (`GET /company`), one company by id
// (its members, or a store admin), the store admin's list, and changing the details and
// delivery addresses (a company admin, or a store admin).
import { CompanyDetailsSchema, type Company, type MyCompany } from '../../domain/company';
import { parseInput } from '../../domain/parse';
import { fail, ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { companyAccess } from './company-access';
import type { CompanyDeps } from './company-deps';

export async function myCompany(
  deps: CompanyDeps,
  viewer: Viewer,
): Promise<Result<MyCompany, Refusal>> {
  const membership = await deps.companies.membershipOf(viewer.email);
  return membership ? ok(membership) : fail({ code: 'not-in-a-company' });
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
): Promise<Result<Company[], Refusal>> {
  const admin = requireAdmin(viewer);
  return admin.ok ? ok(await deps.companies.list()) : admin;
}

export async function updateCompany(
  deps: CompanyDeps,
  viewer: Viewer,
  companyId: string,
  input: unknown,
): Promise<Result<Company, Refusal>> {
  const access = await companyAccess(deps.companies, viewer, companyId, 'company-admin');
  if (!access.ok) return access;
  const details = parseInput(CompanyDetailsSchema, input);
  if (!details.ok) return fail({ code: 'invalid', message: details.message });
  const updated = await deps.companies.update(companyId, details.value);
  return updated ? ok(updated) : fail({ code: 'no-such-company' });
}
