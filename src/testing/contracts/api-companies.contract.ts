// Trade accounts (issue 25): applying, approving and declining; inviting, accepting, roles
// and removal; and that a member reaches their own company's data only.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApplicationInput } from '../../domain/company-application';
import { MAX_APPLICATIONS_PER_YEAR } from '../../domain/company-application';
import { MAX_PENDING_INVITATIONS } from '../../domain/company-invitation';
import {
  ApiContractKit,
  expectRefusal,
  UNKNOWN_ID,
  untyped,
  unwrap,
  type ApiContractSubject,
  type Persona,
} from './api-contract-kit';
import {
  ACME,
  companyOf as companyOfSteps,
  withBuyer as withBuyerSteps,
} from './company-contract-steps';

export function describeApiCompaniesContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
  });

  const companyOf = (who: Persona, application?: ApplicationInput) =>
    companyOfSteps(kit, who, application);
  const withBuyer = (companyId: string) => withBuyerSteps(kit, companyId);

  async function mailTo(email: string) {
    await kit.actAs('admin');
    const page = unwrap(await kit.api.listMail({ page: 1, pageSize: 50, q: email }), 'Mailbox');
    return page.items.filter((mail) => mail.to === email);
  }

  describe('applying for a trade account', () => {
    it('waits for an admin, who approves it: the applicant is the company admin', async () => {
      await kit.actAs('customer');
      const applied = unwrap(await kit.api.applyForTradeAccount(ACME), 'Applying');
      expect(applied).toMatchObject({ status: 'pending', companyName: 'Acme Painting' });
      expect(await kit.api.getMyCompany()).toEqual({ ok: true, value: null });

      await kit.actAs('admin');
      const pending = unwrap(await kit.api.listApplications('pending'), 'Listing');
      expect(pending.map((one) => one._id)).toContain(applied._id);
      const approved = unwrap(await kit.api.approveApplication(applied._id), 'Approving');
      expect(approved).toMatchObject({ status: 'approved', companyId: expect.any(String) });

      await kit.actAs('customer');
      expect(await kit.api.getMyCompany()).toMatchObject({
        ok: true,
        value: {
          role: 'company-admin',
          company: { _id: approved.companyId, name: 'Acme Painting', taxId: '12-3456789' },
        },
      });
      const mail = await mailTo(await kit.email('customer'));
      expect(mail.map((one) => one.subject)).toContain(
        'Your trade account for Acme Painting is open',
      );
    });

    it('keeps one application pending per person', async () => {
      await kit.actAs('customer');
      unwrap(await kit.api.applyForTradeAccount(ACME), 'Applying');
      expectRefusal(
        await kit.api.applyForTradeAccount({ ...ACME, companyName: 'Acme Two' }),
        'invalid',
        'You already have an application for a trade account waiting for our answer.',
      );
      expect(unwrap(await kit.api.listMyApplications(), 'Mine')).toHaveLength(1);
    });

    it('is declined with a reason the applicant reads; a few a year at most', async () => {
      for (let n = 0; n < MAX_APPLICATIONS_PER_YEAR; n += 1) {
        await kit.actAs('customer');
        const applied = unwrap(await kit.api.applyForTradeAccount(ACME), 'Applying');
        await kit.actAs('admin');
        unwrap(await kit.api.declineApplication(applied._id, 'No tax record found'), 'Declining');
        expectRefusal(
          await kit.api.declineApplication(applied._id, 'Again'),
          'invalid',
          'This application has already been answered.',
        );
      }
      await kit.actAs('customer');
      expect(unwrap(await kit.api.listMyApplications(), 'Mine')[0]).toMatchObject({
        status: 'declined',
        declineReason: 'No tax record found',
      });
      expectRefusal(await kit.api.applyForTradeAccount(ACME), 'invalid');
      expect(unwrap(await kit.api.listMyApplications(), 'Mine')).toHaveLength(
        MAX_APPLICATIONS_PER_YEAR,
      );
    });

    it('refuses a bad application with a sentence, storing nothing', async () => {
      await kit.actAs('customer');
      expectRefusal(
        await kit.api.applyForTradeAccount({ ...ACME, taxId: '??' }),
        'invalid',
        'Tax id may hold only letters, digits, spaces, dots, dashes and slashes',
      );
      expectRefusal(
        await kit.api.applyForTradeAccount(untyped({ ...ACME, status: 'approved' })),
        'invalid',
        '"status" is not an accepted field',
      );
      expect(unwrap(await kit.api.listMyApplications(), 'Mine')).toEqual([]);
    });

    it('is listed and decided by store admins only', async () => {
      await kit.actAs('customer');
      const applied = unwrap(await kit.api.applyForTradeAccount(ACME), 'Applying');
      expectRefusal(await kit.api.listApplications(), 'forbidden');
      expectRefusal(await kit.api.approveApplication(applied._id), 'forbidden');
      expectRefusal(await kit.api.declineApplication(applied._id, 'Nope'), 'forbidden');
      await kit.actAs('anonymous');
      expect(await kit.api.applyForTradeAccount(ACME)).toMatchObject({
        ok: false,
        error: { kind: 'unauthorized' },
      });
      await kit.actAs('admin');
      expectRefusal(await kit.api.approveApplication(UNKNOWN_ID), 'not-found');
    });
  });

  describe('invitations', () => {
    it('arrive by e-mail at the address as typed, trimmed and in lower case', async () => {
      const companyId = await companyOf('customer');
      const invitee = await kit.email('otherCustomer');
      await kit.actAs('customer');
      const invitation = unwrap(
        await kit.api.inviteToCompany(companyId, { email: `  ${invitee.toUpperCase()} ` }),
        'Inviting',
      );
      expect(invitation).toMatchObject({ email: invitee, role: 'buyer', status: 'pending' });
      const mail = await mailTo(invitee);
      expect(mail.map((one) => one.subject)).toContain('You are invited to join Acme Painting');
      expect(mail.find((one) => one.subject.startsWith('You are invited'))?.text).toContain(
        `/dashboard/invitation/${invitation._id}`,
      );
    });

    it('are accepted once, by the invited e-mail only, and join its company', async () => {
      const companyId = await companyOf('customer');
      await kit.actAs('customer');
      const invitation = unwrap(
        await kit.api.inviteToCompany(companyId, {
          email: await kit.email('otherCustomer'),
          role: 'approver',
        }),
        'Inviting',
      );
      expectRefusal(
        await kit.api.acceptInvitation(invitation._id),
        'forbidden',
        'This invitation was sent to another e-mail address. Sign in with the address it was sent to.',
      );
      expectRefusal(await kit.api.getInvitation(invitation._id), 'forbidden');

      await kit.actAs('otherCustomer');
      expect(await kit.api.getInvitation(invitation._id)).toMatchObject({
        ok: true,
        value: { companyName: 'Acme Painting', role: 'approver' },
      });
      const [first, second] = await Promise.all([
        kit.api.acceptInvitation(invitation._id),
        kit.api.acceptInvitation(invitation._id),
      ]);
      expect([first?.ok, second?.ok].filter(Boolean)).toHaveLength(1);
      expectRefusal(
        await kit.api.acceptInvitation(invitation._id),
        'invalid',
        'This invitation has already been accepted or withdrawn.',
      );
      expect(await kit.api.getMyCompany()).toMatchObject({
        ok: true,
        value: { role: 'approver', company: { _id: companyId } },
      });
      const members = unwrap(await kit.api.listCompanyMembers(companyId), 'Members');
      expect(members.map((one) => [one.email, one.role])).toEqual([
        [await kit.email('customer'), 'company-admin'],
        [await kit.email('otherCustomer'), 'approver'],
      ]);
    });

    it('are withdrawn by a company admin while pending, and can no longer be accepted', async () => {
      const companyId = await companyOf('customer');
      await kit.actAs('customer');
      const invitation = unwrap(
        await kit.api.inviteToCompany(companyId, { email: await kit.email('otherCustomer') }),
        'Inviting',
      );
      expect(await kit.api.revokeCompanyInvitation(companyId, invitation._id)).toMatchObject({
        ok: true,
        value: { _id: invitation._id, status: 'revoked' },
      });
      expectRefusal(
        await kit.api.revokeCompanyInvitation(companyId, invitation._id),
        'invalid',
        'This invitation has already been accepted or withdrawn.',
      );
      expectRefusal(
        await kit.api.revokeCompanyInvitation(companyId, UNKNOWN_ID),
        'not-found',
        'There is no invitation with that id.',
      );
      const listed = unwrap(await kit.api.listCompanyInvitations(companyId), 'Invitations');
      expect(listed.find((one) => one._id === invitation._id)?.status).toBe('revoked');

      await kit.actAs('otherCustomer');
      expectRefusal(
        await kit.api.acceptInvitation(invitation._id),
        'invalid',
        'This invitation has already been accepted or withdrawn.',
      );
      expect(await kit.api.getMyCompany()).toEqual({ ok: true, value: null });
    });

    it('are withdrawn by a company admin only, not by a buyer', async () => {
      const companyId = await companyOf('customer');
      await withBuyer(companyId);
      await kit.actAs('customer');
      const invitation = unwrap(
        await kit.api.inviteToCompany(companyId, { email: 'new-hire@paintco.test' }),
        'Inviting',
      );
      await kit.actAs('otherCustomer');
      expectRefusal(
        await kit.api.revokeCompanyInvitation(companyId, invitation._id),
        'forbidden',
        'Only a company admin of this company can do this.',
      );
      await kit.actAs('customer');
      const listed = unwrap(await kit.api.listCompanyInvitations(companyId), 'Invitations');
      expect(listed.find((one) => one._id === invitation._id)?.status).toBe('pending');
    });

    it('are refused for a member, and for a person already in another company', async () => {
      const acme = await companyOf('customer');
      await companyOf('otherCustomer', { ...ACME, companyName: 'Brush & Co' });
      await kit.actAs('customer');
      expectRefusal(
        await kit.api.inviteToCompany(acme, { email: await kit.email('customer') }),
        'invalid',
        'That person is already a member of this company.',
      );
      const invitation = unwrap(
        await kit.api.inviteToCompany(acme, { email: await kit.email('otherCustomer') }),
        'Inviting',
      );
      await kit.actAs('otherCustomer');
      expectRefusal(
        await kit.api.acceptInvitation(invitation._id),
        'invalid',
        'You already belong to a company: a person can belong to one company only.',
      );
      expectRefusal(await kit.api.applyForTradeAccount(ACME), 'invalid');
    });

    it(`wait ${MAX_PENDING_INVITATIONS} at most per company; inviting again renews one`, async () => {
      const companyId = await companyOf('customer');
      await kit.actAs('customer');
      for (let n = 0; n < MAX_PENDING_INVITATIONS; n += 1) {
        unwrap(
          await kit.api.inviteToCompany(companyId, { email: `invitee-${n}@paintco.test` }),
          `Inviting ${n}`,
        );
      }
      expectRefusal(
        await kit.api.inviteToCompany(companyId, { email: 'one-more@paintco.test' }),
        'invalid',
        `Your company already has ${MAX_PENDING_INVITATIONS} invitations waiting. Wait for some to be accepted or to expire before inviting more.`,
      );
      unwrap(
        await kit.api.inviteToCompany(companyId, { email: 'INVITEE-0@paintco.test' }),
        'Inviting again',
      );
      const waiting = unwrap(await kit.api.listCompanyInvitations(companyId), 'Invitations');
      expect(waiting).toHaveLength(MAX_PENDING_INVITATIONS);
    });
  });

  describe('members and roles', () => {
    it('a company admin sets roles and removes members; a company keeps one admin', async () => {
      const companyId = await companyOf('customer');
      await withBuyer(companyId);
      const customer = await kit.email('customer');
      const other = await kit.email('otherCustomer');

      await kit.actAs('otherCustomer');
      expectRefusal(
        await kit.api.inviteToCompany(companyId, { email: 'x@paintco.test' }),
        'forbidden',
        'Only a company admin of this company can do this.',
      );
      expectRefusal(await kit.api.setCompanyRole(companyId, other, 'company-admin'), 'forbidden');

      await kit.actAs('customer');
      expectRefusal(
        await kit.api.setCompanyRole(companyId, customer, 'buyer'),
        'invalid',
        'A company needs at least one company admin: make someone else company admin first.',
      );
      expectRefusal(await kit.api.removeCompanyMember(companyId, customer), 'invalid');
      unwrap(await kit.api.setCompanyRole(companyId, other, 'approver'), 'Setting the role');
      expectRefusal(
        await kit.api.setCompanyRole(companyId, 'nobody@paintco.test', 'buyer'),
        'not-found',
      );
      unwrap(await kit.api.removeCompanyMember(companyId, other), 'Removing');

      await kit.actAs('otherCustomer');
      expect(await kit.api.getMyCompany()).toEqual({ ok: true, value: null });
      expectRefusal(await kit.api.getCompany(companyId), 'not-found');
    });

    it('a company admin changes the details and delivery addresses', async () => {
      const companyId = await companyOf('customer');
      await withBuyer(companyId);
      const details = {
        name: 'Acme Painting Ltd',
        taxId: 'de 123456789',
        billingAddress: '2 Trade Way, Columbus, OH 43004',
        deliveryAddresses: ['Dock 4, 9 Harbour Rd, Toledo, OH 43604'],
      };
      await kit.actAs('otherCustomer');
      expectRefusal(await kit.api.updateCompany(companyId, details), 'forbidden');
      await kit.actAs('customer');
      expect(await kit.api.updateCompany(companyId, details)).toMatchObject({
        ok: true,
        value: { ...details, taxId: 'DE 123456789' },
      });
      expectRefusal(
        await kit.api.updateCompany(companyId, { ...details, billingAddress: '' }),
        'invalid',
        'Address is Required',
      );
      await kit.actAs('otherCustomer');
      expect(await kit.api.getCompany(companyId)).toMatchObject({
        ok: true,
        value: { name: 'Acme Painting Ltd' },
      });
    });
  });

  describe("the store admin's list of companies", () => {
    it('comes a page at a time, searched by name or tax id', async () => {
      const quillon = await companyOf('customer', { ...ACME, companyName: 'Quillon Coatings' });
      const brush = await companyOf('otherCustomer', {
        ...ACME,
        companyName: 'Brush & Co of Zanesville',
        taxId: 'DE 99887766',
      });
      await kit.actAs('admin');
      const search = async (q: string, pageSize = 20, page = 1) =>
        unwrap(await kit.api.listCompaniesPage({ page, pageSize, q }), `Searching ${q}`);

      expect(await search('brush & CO of z')).toMatchObject({ total: 1, items: [{ _id: brush }] });
      expect(await search('de 998877')).toMatchObject({ total: 1, items: [{ _id: brush }] });
      expect(await search('quillon COAT')).toMatchObject({ total: 1, items: [{ _id: quillon }] });
      // A wildcard typed in the search is a character like any other.
      expect(await search('%')).toMatchObject({ total: 0, items: [] });

      const first = await search('', 1, 1);
      const second = await search('', 1, 2);
      expect(first.total).toBeGreaterThanOrEqual(2);
      expect(first.items).toHaveLength(1);
      expect(second.items[0]?._id).not.toBe(first.items[0]?._id);

      await kit.actAs('customer');
      expectRefusal(await kit.api.listCompaniesPage({ page: 1, pageSize: 20, q: '' }), 'forbidden');
    });
  });

  describe("another company's ids", () => {
    it('reveal nothing and change nothing', async () => {
      const acme = await companyOf('customer');
      const brush = await companyOf('otherCustomer', { ...ACME, companyName: 'Brush & Co' });
      await kit.actAs('otherCustomer');
      const theirs = unwrap(
        await kit.api.inviteToCompany(brush, { email: 'new-hire@paintco.test' }),
        'Inviting',
      );
      const other = await kit.email('otherCustomer');

      await kit.actAs('customer');
      for (const answer of [
        await kit.api.getCompany(brush),
        await kit.api.listCompanyMembers(brush),
        await kit.api.listCompanyInvitations(brush),
        await kit.api.inviteToCompany(brush, { email: 'spy@paintco.test' }),
        await kit.api.setCompanyRole(brush, other, 'buyer'),
        await kit.api.revokeCompanyInvitation(brush, theirs._id),
        await kit.api.removeCompanyMember(brush, other),
        await kit.api.setMemberLimits(brush, other, {
          orderLimitCents: 100,
          monthlyLimitCents: null,
        }),
        await kit.api.listCompanyApprovals(brush),
        await kit.api.getCompanyPriceList(brush),
        await kit.api.updateCompany(brush, {
          name: 'Taken',
          taxId: '99-9999999',
          billingAddress: '1 Elsewhere St',
        }),
      ]) {
        expectRefusal(answer, 'not-found', 'There is no company with that id.');
      }
      // Through the customer's own company, the other company's invitation names none.
      expectRefusal(
        await kit.api.revokeCompanyInvitation(acme, theirs._id),
        'not-found',
        'There is no invitation with that id.',
      );
      expectRefusal(await kit.api.getInvitation(theirs._id), 'forbidden');
      expectRefusal(await kit.api.acceptInvitation(theirs._id), 'forbidden');
      expectRefusal(await kit.api.getInvitation(UNKNOWN_ID), 'not-found');
      expectRefusal(await kit.api.listCompanies(), 'forbidden');

      await kit.actAs('otherCustomer');
      expect(await kit.api.getMyCompany()).toMatchObject({
        ok: true,
        value: { role: 'company-admin', company: { _id: brush, name: 'Brush & Co' } },
      });
      expect(unwrap(await kit.api.listCompanyMembers(brush), 'Members')).toHaveLength(1);
      const brushInvitations = unwrap(await kit.api.listCompanyInvitations(brush), 'Invitations');
      expect(brushInvitations.find((one) => one._id === theirs._id)?.status).toBe('pending');

      // The store's admins keep their powers over every company.
      await kit.actAs('admin');
      expect(unwrap(await kit.api.listCompanyMembers(acme), 'Members')).toHaveLength(1);
      const names = unwrap(await kit.api.listCompanies(), 'Companies').map((one) => one.name);
      expect(names).toEqual(expect.arrayContaining(['Acme Painting', 'Brush & Co']));
    });
  });
}
