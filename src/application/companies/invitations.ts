// Invitations to join a company: a company admin invites an e-mail (the invitation arrives
// through the outbox), and whoever signs in with that e-mail accepts it, once, before it
// expires. Nobody else can read or accept it.
import {
  invitationExpiry,
  isExpired,
  MAX_PENDING_INVITATIONS,
  type Invitation,
} from '../../domain/company-invitation';
import type { CompanyRole, MyCompany } from '../../domain/company';
import { fail, ok, type Result } from '../../domain/result';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { companyAccess } from './company-access';
import type { CompanyDeps } from './company-deps';
import { recordAction } from '../history/record-action';

export async function invite(
  deps: CompanyDeps,
  viewer: Viewer,
  companyId: string,
  { email, role }: { readonly email: string; readonly role: CompanyRole },
): Promise<Result<Invitation, Refusal>> {
  const access = await companyAccess(deps.companies, viewer, companyId, 'company-admin');
  if (!access.ok) return access;
  const outcome = await deps.companies.invite({
    companyId,
    email,
    role,
    invitedBy: viewer.name?.trim() || viewer.email,
    now: deps.now(),
    expiresAt: invitationExpiry(deps.now()),
    maxPending: MAX_PENDING_INVITATIONS,
  });
  if ('invited' in outcome) return ok(outcome.invited);
  return fail(
    outcome.refused === 'too-many-invitations'
      ? { code: outcome.refused, limit: MAX_PENDING_INVITATIONS }
      : { code: outcome.refused },
  );
}

export async function listInvitations(
  deps: CompanyDeps,
  viewer: Viewer,
  companyId: string,
): Promise<Result<Invitation[], Refusal>> {
  const access = await companyAccess(deps.companies, viewer, companyId, 'company-admin');
  return access.ok ? ok(await deps.companies.invitations(companyId)) : access;
}

/**
 * A company admin withdraws a pending invitation (in the audit log); another company's id
 * names none.
 */
export async function revokeInvitation(
  deps: CompanyDeps,
  viewer: Viewer,
  companyId: string,
  invitationId: string,
): Promise<Result<Invitation, Refusal>> {
  const access = await companyAccess(deps.companies, viewer, companyId, 'company-admin');
  if (!access.ok) return access;
  const outcome = await deps.companies.revoke(companyId, invitationId);
  if (!('revoked' in outcome)) return fail({ code: outcome.refused });
  const subject = `${outcome.revoked.email} (${access.value.company.name})`;
  await recordAction(deps.audit, viewer, 'company-invitation-withdrawn', subject, invitationId);
  return ok(outcome.revoked);
}

/** The invitation as its invitee reads it before accepting. */
export async function invitationFor(
  deps: CompanyDeps,
  viewer: Viewer,
  invitationId: string,
): Promise<Result<Invitation, Refusal>> {
  const invitation = await deps.companies.findInvitation(invitationId);
  if (!invitation) return fail({ code: 'no-such-invitation' });
  if (invitation.email !== viewer.email) return fail({ code: 'invitation-for-another-email' });
  return ok(invitation);
}

export async function acceptInvitation(
  deps: CompanyDeps,
  viewer: Viewer,
  invitationId: string,
): Promise<Result<MyCompany, Refusal>> {
  const invitation = await invitationFor(deps, viewer, invitationId);
  if (!invitation.ok) return invitation;
  const now = deps.now();
  if (invitation.value.status === 'pending' && isExpired(invitation.value, now)) {
    return fail({ code: 'invitation-expired' });
  }
  const outcome = await deps.companies.accept(invitationId, viewer.email, now);
  return 'joined' in outcome ? ok(outcome.joined) : fail({ code: outcome.refused });
}
