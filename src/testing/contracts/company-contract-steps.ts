// The trade-account arrangements the contract suites share: a company opened through an
// approved application, and a buyer joined through an accepted invitation.
import type { ApplicationInput } from '../../domain/company-application';
import { unwrap, type ApiContractKit, type Persona } from './api-contract-kit';

export const ACME: ApplicationInput = {
  companyName: 'Acme Painting',
  taxId: '12-3456789',
  address: '1 Trade Way, Columbus, OH 43004',
  expectedYearlyVolume: 50_000,
};

/** `who` applies and the admin approves: answers the new company's id. */
export async function companyOf(
  kit: ApiContractKit,
  who: Persona,
  application: ApplicationInput = ACME,
): Promise<string> {
  await kit.actAs(who);
  const applied = unwrap(await kit.api.applyForTradeAccount(application), 'Applying');
  await kit.actAs('admin');
  const approved = unwrap(await kit.api.approveApplication(applied._id), 'Approving');
  return approved.companyId ?? '';
}

/** The customer (the company's admin) invites the other customer, who accepts. */
export async function withBuyer(kit: ApiContractKit, companyId: string): Promise<void> {
  await kit.actAs('customer');
  const invitation = unwrap(
    await kit.api.inviteToCompany(companyId, { email: await kit.email('otherCustomer') }),
    'Inviting',
  );
  await kit.actAs('otherCustomer');
  unwrap(await kit.api.acceptInvitation(invitation._id), 'Accepting');
}
