// Who may see and act on a company: its members see it, its company admins manage it, and
// the store's admins do both for every company. Anyone else is told there is no such
// company, as for an id that names none, so ids of other companies reveal nothing.
import type { Company, CompanyRole } from '../../domain/company';
import { fail, ok, type Result } from '../../domain/result';
import type { CompanyStore } from '../ports/company-store.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';

export type CompanyNeed = 'member' | 'company-admin';

export interface CompanyAccess {
  readonly company: Company;
  /** The viewer's role; undefined for a store admin who is not a member. */
  readonly role: CompanyRole | undefined;
}

export async function companyAccess(
  companies: Pick<CompanyStore, 'find' | 'membershipOf'>,
  viewer: Viewer,
  companyId: string,
  need: CompanyNeed,
): Promise<Result<CompanyAccess, Refusal>> {
  const membership = await companies.membershipOf(viewer.email);
  const own = membership?.company._id === companyId ? membership : undefined;
  if (!own && !viewer.isAdmin) return fail({ code: 'no-such-company' });
  if (!viewer.isAdmin && need === 'company-admin' && own?.role !== 'company-admin') {
    return fail({ code: 'company-admin-only' });
  }
  const company = own?.company ?? (await companies.find(companyId));
  return company ? ok({ company, role: own?.role }) : fail({ code: 'no-such-company' });
}
