// A company's members: listed for its members, their roles set and members removed by a
// company admin (or a store admin). A company always keeps one company admin; each
// change is in the audit log.
import type { CompanyMember, CompanyRole } from '../../domain/company';
import { memberRemovedReason } from '../../domain/order-approval';
import type { SpendingLimits } from '../../domain/spending-limits';
import { fail, ok, type Result } from '../../domain/result';
import type { MemberChange } from '../ports/company-store.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { companyAccess } from './company-access';
import type { CompanyDeps } from './company-deps';
import { recordAction } from '../history/record-action';

export async function listMembers(
  deps: CompanyDeps,
  viewer: Viewer,
  companyId: string,
): Promise<Result<CompanyMember[], Refusal>> {
  const access = await companyAccess(deps.companies, viewer, companyId, 'member');
  return access.ok ? ok(await deps.companies.members(companyId)) : access;
}

function changed(change: MemberChange): Result<{ modifiedCount: number }, Refusal> {
  return change === 'done' ? ok({ modifiedCount: 1 }) : fail({ code: change });
}

export async function setMemberRole(
  deps: CompanyDeps,
  viewer: Viewer,
  companyId: string,
  email: string,
  role: CompanyRole,
): Promise<Result<{ modifiedCount: number }, Refusal>> {
  const access = await companyAccess(deps.companies, viewer, companyId, 'company-admin');
  if (!access.ok) return access;
  const change = await deps.companies.setRole(companyId, email, role);
  if (change === 'done') {
    const subject = `${email} (${role} of ${access.value.company.name})`;
    await recordAction(deps.audit, viewer, 'company-role-set', subject, companyId);
  }
  return changed(change);
}

export async function removeMember(
  deps: CompanyDeps,
  viewer: Viewer,
  companyId: string,
  email: string,
): Promise<Result<{ modifiedCount: number }, Refusal>> {
  const access = await companyAccess(deps.companies, viewer, companyId, 'company-admin');
  if (!access.ok) return access;
  const change = await deps.companies.removeMember(companyId, email);
  if (change === 'done') {
    // Their orders stay with the company; nobody is left to answer for the waiting ones.
    const reason = memberRemovedReason(email, access.value.company.name);
    await deps.approvals.declinePendingOf(companyId, email, viewer.email, reason);
    const subject = `${email} (${access.value.company.name})`;
    await recordAction(deps.audit, viewer, 'company-member-removed', subject, companyId);
  }
  return changed(change);
}

/** A company admin sets a member's spending limits per order and per month (cents, or none). */
export async function setMemberLimits(
  deps: CompanyDeps,
  viewer: Viewer,
  companyId: string,
  email: string,
  limits: SpendingLimits,
): Promise<Result<{ modifiedCount: number }, Refusal>> {
  const access = await companyAccess(deps.companies, viewer, companyId, 'company-admin');
  if (!access.ok) return access;
  const change = await deps.companies.setLimits(companyId, email, limits);
  if (change === 'done') {
    const subject = `${email} (${access.value.company.name})`;
    await recordAction(deps.audit, viewer, 'company-limits-set', subject, companyId);
  }
  return changed(change);
}

/** A company admin sets what all the members' orders of a month may come to (or none). */
export async function setCompanyLimit(
  deps: CompanyDeps,
  viewer: Viewer,
  companyId: string,
  monthlyLimitCents: number | null,
): Promise<Result<{ modifiedCount: number }, Refusal>> {
  const access = await companyAccess(deps.companies, viewer, companyId, 'company-admin');
  if (!access.ok) return access;
  await deps.companies.setCompanyLimit(companyId, monthlyLimitCents);
  const subject = `${access.value.company.name} (the whole company)`;
  await recordAction(deps.audit, viewer, 'company-limits-set', subject, companyId);
  return ok({ modifiedCount: 1 });
}
