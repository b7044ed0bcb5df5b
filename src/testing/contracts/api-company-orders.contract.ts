// Company orders (issue 25): an order a member places is the company's, and stays so when
// they leave; a company admin sees every member's, a buyer their own; another company's
// orders never show. Also what the audit log keeps of a company's changes.
import { beforeEach, describe, expect, it } from 'vitest';
import type { CompanyOrdersRequest } from '../../domain/company-orders';
import type { Tool } from '../../domain/tool';
import {
  ApiContractKit,
  CONTACT,
  expectRefusal,
  UNKNOWN_ID,
  unwrap,
  type ApiContractSubject,
} from './api-contract-kit';
import { ACME, companyOf, withBuyer } from './company-contract-steps';

const FIRST_PAGE: CompanyOrdersRequest = { page: 1, pageSize: 20, q: '' };

export function describeApiCompanyOrdersContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  let tool: Tool;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
    tool = await kit.addTool();
  });

  const ordersOf = async (companyId: string, filters: Partial<CompanyOrdersRequest> = {}) =>
    unwrap(
      await kit.api.listCompanyOrders(companyId, { ...FIRST_PAGE, ...filters }),
      'Listing the company orders',
    );
  const idsOf = (page: { items: readonly { _id: string }[] }) => page.items.map((o) => o._id);

  describe('company orders', () => {
    it("a company admin sees every member's orders, newest first, and filters them", async () => {
      const companyId = await companyOf(kit, 'customer');
      await withBuyer(kit, companyId);
      const own = await kit.placeOrder('customer', tool._id, tool.minQty);
      const buyers = await kit.placeOrder('otherCustomer', tool._id, tool.minQty + 1);
      expect(buyers.companyId).toBe(companyId);

      await kit.actAs('customer');
      const all = await ordersOf(companyId);
      expect(all).toMatchObject({ total: 2, page: 1, pageSize: 20 });
      expect(idsOf(all)).toEqual([buyers._id, own._id]);
      const other = await kit.email('otherCustomer');
      expect(idsOf(await ordersOf(companyId, { member: other }))).toEqual([buyers._id]);
      expect(idsOf(await ordersOf(companyId, { status: 'unpaid' }))).toHaveLength(2);
      expect(await ordersOf(companyId, { status: 'paid' })).toMatchObject({ total: 0 });
      expect(idsOf(await ordersOf(companyId, { q: other }))).toEqual([buyers._id]);
      expect(await ordersOf(companyId, { from: '2999-12-31' })).toMatchObject({ total: 0 });
      expect(await ordersOf(companyId, { to: '2000-01-01' })).toMatchObject({ total: 0 });
      expect(await ordersOf(companyId, { from: '2000-01-01', to: '2999-12-31' })).toMatchObject({
        total: 2,
      });
      expect(idsOf(await ordersOf(companyId, { pageSize: 1, page: 2 }))).toEqual([own._id]);

      // The store's admins see every company's orders.
      await kit.actAs('admin');
      expect(await ordersOf(companyId)).toMatchObject({ total: 2 });
    });

    it("a buyer sees their own orders only, never a colleague's", async () => {
      const companyId = await companyOf(kit, 'customer');
      await withBuyer(kit, companyId);
      await kit.placeOrder('customer', tool._id, tool.minQty);
      const buyers = await kit.placeOrder('otherCustomer', tool._id, tool.minQty);

      await kit.actAs('otherCustomer');
      expect(idsOf(await ordersOf(companyId))).toEqual([buyers._id]);
      expectRefusal(
        await kit.api.listCompanyOrders(companyId, {
          ...FIRST_PAGE,
          member: await kit.email('customer'),
        }),
        'forbidden',
        'Only a company admin of this company can do this.',
      );
    });

    it("a company admin opens a member's order; a colleague or another company cannot", async () => {
      const companyId = await companyOf(kit, 'customer');
      await withBuyer(kit, companyId);
      const own = await kit.placeOrder('customer', tool._id, tool.minQty);
      const buyers = await kit.placeOrder('otherCustomer', tool._id, tool.minQty);

      await kit.actAs('customer');
      expect(await kit.api.getOrder(buyers._id)).toMatchObject({
        ok: true,
        value: { _id: buyers._id, companyId },
      });
      expect(await kit.api.getOrderTimeline(buyers._id)).toMatchObject({ ok: true });
      // Reading is all: the buyer's order is theirs to pay or remove.
      expectRefusal(await kit.api.createPaymentIntent(buyers._id), 'not-found');
      expectRefusal(await kit.api.deleteOrder(buyers._id), 'not-found');

      // A buyer (or an approver) does not open a colleague's order.
      await kit.actAs('otherCustomer');
      expectRefusal(await kit.api.getOrder(own._id), 'not-found');
      expectRefusal(await kit.api.getOrderTimeline(own._id), 'not-found');
      await kit.actAs('customer');
      unwrap(
        await kit.api.setCompanyRole(companyId, await kit.email('otherCustomer'), 'approver'),
        'Making the buyer an approver',
      );
      await kit.actAs('otherCustomer');
      expectRefusal(await kit.api.getOrder(own._id), 'not-found');

      // Nor a company admin of another company; nor one whose member has left, after.
      await kit.actAs('customer');
      unwrap(
        await kit.api.removeCompanyMember(companyId, await kit.email('otherCustomer')),
        'Removing the buyer',
      );
      const lone = await kit.placeOrder('otherCustomer', tool._id, tool.minQty);
      await kit.actAs('customer');
      expectRefusal(await kit.api.getOrder(lone._id), 'not-found');
      await companyOf(kit, 'otherCustomer', { ...ACME, companyName: 'Brush & Co' });
      await kit.actAs('otherCustomer');
      expectRefusal(await kit.api.getOrder(own._id), 'not-found');
      expectRefusal(await kit.api.getOrderTimeline(own._id), 'not-found');
      await kit.actAs('customer');
      expectRefusal(await kit.api.getOrder(UNKNOWN_ID), 'not-found');
      // The order placed while a member stays the company's.
      expect(await kit.api.getOrder(buyers._id)).toMatchObject({ ok: true });
    });

    it('keeps a removed member’s orders with the company; later ones are their own', async () => {
      const companyId = await companyOf(kit, 'customer');
      await withBuyer(kit, companyId);
      const before = await kit.placeOrder('otherCustomer', tool._id, tool.minQty);
      await kit.actAs('customer');
      unwrap(
        await kit.api.removeCompanyMember(companyId, await kit.email('otherCustomer')),
        'Removing the buyer',
      );
      const after = await kit.placeOrder('otherCustomer', tool._id, tool.minQty);
      expect(after.companyId).toBeUndefined();

      await kit.actAs('customer');
      expect(idsOf(await ordersOf(companyId))).toEqual([before._id]);
      await kit.actAs('otherCustomer');
      expectRefusal(await kit.api.listCompanyOrders(companyId, FIRST_PAGE), 'not-found');
    });

    it("never shows another company's orders, nor a member's orders from before", async () => {
      const lone = await kit.placeOrder('customer', tool._id, tool.minQty);
      expect(lone.companyId).toBeUndefined();
      const acme = await companyOf(kit, 'customer');
      const brush = await companyOf(kit, 'otherCustomer', { ...ACME, companyName: 'Brush & Co' });
      const acmes = await kit.placeOrder('customer', tool._id, tool.minQty);
      const brushes = await kit.placeOrder('otherCustomer', tool._id, tool.minQty);

      await kit.actAs('customer');
      expect(idsOf(await ordersOf(acme))).toEqual([acmes._id]);
      expect(idsOf(await ordersOf(acme, { member: await kit.email('otherCustomer') }))).toEqual([]);
      expectRefusal(
        await kit.api.listCompanyOrders(brush, FIRST_PAGE),
        'not-found',
        'There is no company with that id.',
      );
      await kit.actAs('otherCustomer');
      expect(idsOf(await ordersOf(brush))).toEqual([brushes._id]);
      await kit.actAs('admin');
      expectRefusal(await kit.api.listCompanyOrders(UNKNOWN_ID, FIRST_PAGE), 'not-found');
    });

    it('refuses a bad filter with a sentence', async () => {
      const companyId = await companyOf(kit, 'customer');
      await kit.actAs('customer');
      const asked = (filters: Partial<CompanyOrdersRequest>) =>
        kit.api.listCompanyOrders(companyId, { ...FIRST_PAGE, ...filters });
      expectRefusal(
        await asked({ from: '2026-13-01' }),
        'invalid',
        'From must be a date written as YYYY-MM-DD, such as 2026-11-23',
      );
      expectRefusal(await asked({ from: '2026-02-01', to: '2026-01-01' }), 'invalid');
      expectRefusal(await asked({ member: 'not an e-mail' }), 'invalid');
      expectRefusal(
        await asked({ page: 0 }),
        'invalid',
        'page must be a whole number from 1 to 1000000',
      );
    });
  });

  describe("checkout at a company's delivery address", () => {
    const DOCK = 'Dock 4, 9 Harbour Rd, Toledo, OH 43604';
    const checkOutTo = (address: string, companyAddress?: boolean) =>
      kit.api.checkOut({
        lines: [{ toolId: tool._id, qty: tool.minQty }],
        ...CONTACT,
        address,
        ...(companyAddress === undefined ? {} : { companyAddress }),
      });
    async function withDock(companyId: string, addresses = [DOCK]): Promise<void> {
      await kit.actAs('customer');
      unwrap(
        await kit.api.updateCompany(companyId, {
          name: ACME.companyName,
          taxId: ACME.taxId,
          billingAddress: ACME.address,
          deliveryAddresses: addresses,
        }),
        'Setting the delivery addresses',
      );
    }

    it("delivers a member's order to a company address chosen from its list", async () => {
      const companyId = await companyOf(kit, 'customer');
      await withBuyer(kit, companyId);
      await withDock(companyId);
      await kit.actAs('otherCustomer');
      expect(await checkOutTo(`  ${DOCK} `, true)).toMatchObject({
        ok: true,
        value: { address: DOCK, companyId },
      });
      // Typed text is taken as before, company or not.
      expect(await checkOutTo('7 Elm St, Dayton, OH')).toMatchObject({ ok: true });
    });

    it("keeps a company address out of the buyer's own address book", async () => {
      const companyId = await companyOf(kit, 'customer');
      await withBuyer(kit, companyId);
      await withDock(companyId);
      await kit.actAs('otherCustomer');
      unwrap(await checkOutTo(DOCK, true), 'Checking out to the dock');
      unwrap(await checkOutTo('7 Elm St, Dayton, OH'), 'Checking out to a typed address');
      const kept = unwrap(await kit.api.listDeliveryAddresses(), 'Listing the kept addresses');
      expect(kept.map((entry) => entry.address)).toEqual(['7 Elm St, Dayton, OH']);
    });

    it("refuses an address that is not the buyer's company's, placing nothing", async () => {
      const acme = await companyOf(kit, 'customer');
      await withDock(acme);
      const brush = await companyOf(kit, 'otherCustomer', { ...ACME, companyName: 'Brush & Co' });
      const stock = (await kit.tool(tool._id)).availableQty;
      const sentence =
        "That address is not one of your company's delivery addresses. Choose one of them, or type the address.";

      // Another company's address, and one the buyer's company does not have.
      await kit.actAs('otherCustomer');
      expectRefusal(await checkOutTo(DOCK, true), 'invalid', sentence);
      await kit.actAs('customer');
      expectRefusal(await checkOutTo('1 Nowhere Rd, Akron, OH', true), 'invalid', sentence);
      await kit.actAs('admin');
      expectRefusal(await checkOutTo(DOCK, true), 'invalid', sentence);

      expect((await kit.tool(tool._id)).availableQty).toBe(stock);
      await kit.actAs('otherCustomer');
      expect(await ordersOf(brush)).toMatchObject({ total: 0 });
    });
  });

  describe("a company's changes in the audit log", () => {
    it('records a withdrawn invitation and edited details, by whom', async () => {
      const companyId = await companyOf(kit, 'customer');
      await kit.actAs('customer');
      const invitation = unwrap(
        await kit.api.inviteToCompany(companyId, { email: 'new-hire@paintco.test' }),
        'Inviting',
      );
      unwrap(await kit.api.revokeCompanyInvitation(companyId, invitation._id), 'Withdrawing');
      unwrap(
        await kit.api.updateCompany(companyId, {
          name: 'Acme Painting Ltd',
          taxId: ACME.taxId,
          billingAddress: ACME.address,
        }),
        'Editing the details',
      );
      const customer = await kit.email('customer');
      await kit.actAs('admin');
      const page = unwrap(
        await kit.api.listAuditLog({ page: 1, pageSize: 20, q: customer }),
        'Reading the audit log',
      );
      expect(
        page.items
          .filter((entry) => entry.actor === customer)
          .map(({ action, subject }) => ({ action, subject })),
      ).toEqual([
        { action: 'company-details-edited', subject: 'Acme Painting Ltd' },
        {
          action: 'company-invitation-withdrawn',
          subject: 'new-hire@paintco.test (Acme Painting)',
        },
      ]);
    });
  });
}
