// "Apply for a trade account": a customer applies from My Profile (one pending at a time,
// a few a year); a store admin lists the applications and approves one (the company is
// created with the applicant as its company admin) or declines it with a reason. The
// applicant hears of either by e-mail; both are in the audit log.
import {
  MAX_APPLICATIONS_PER_YEAR,
  type ApplicationFields,
  type ApplicationStatus,
  type CompanyApplication,
} from '../../domain/company-application';
import { fail, ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import type { DecideOutcome } from '../ports/company-store.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { CompanyDeps } from './company-deps';
import { recordAction } from '../history/record-action';

export async function applyForTradeAccount(
  deps: CompanyDeps,
  viewer: Viewer,
  fields: ApplicationFields,
): Promise<Result<CompanyApplication, Refusal>> {
  const outcome = await deps.companies.apply({
    ...fields,
    applicantEmail: viewer.email,
    maxPerYear: MAX_APPLICATIONS_PER_YEAR,
    now: deps.now(),
  });
  if ('applied' in outcome) return ok(outcome.applied);
  return fail(
    outcome.refused === 'too-many-applications'
      ? { code: outcome.refused, limit: MAX_APPLICATIONS_PER_YEAR }
      : { code: outcome.refused },
  );
}

export async function myApplications(
  deps: CompanyDeps,
  viewer: Viewer,
): Promise<Result<CompanyApplication[], Refusal>> {
  return ok(await deps.companies.applicationsOf(viewer.email));
}

export async function listApplications(
  deps: CompanyDeps,
  viewer: Viewer,
  status: ApplicationStatus | undefined,
): Promise<Result<CompanyApplication[], Refusal>> {
  const admin = requireAdmin(viewer);
  return admin.ok ? ok(await deps.companies.applications(status)) : admin;
}

async function decided(
  deps: CompanyDeps,
  viewer: Viewer,
  outcome: DecideOutcome,
): Promise<Result<CompanyApplication, Refusal>> {
  if (!('decided' in outcome)) return fail({ code: outcome.refused });
  const application = outcome.decided;
  const action =
    application.status === 'approved'
      ? 'company-application-approved'
      : 'company-application-declined';
  const subject = `${application.applicantEmail} (${application.companyName})`;
  await recordAction(deps.audit, viewer, action, subject, application._id);
  return ok(application);
}

export async function approveApplication(
  deps: CompanyDeps,
  viewer: Viewer,
  applicationId: string,
): Promise<Result<CompanyApplication, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  return decided(deps, viewer, await deps.companies.approve(applicationId, deps.now()));
}

export async function declineApplication(
  deps: CompanyDeps,
  viewer: Viewer,
  applicationId: string,
  reason: string,
): Promise<Result<CompanyApplication, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const outcome = await deps.companies.decline(applicationId, reason, deps.now());
  return decided(deps, viewer, outcome);
}
