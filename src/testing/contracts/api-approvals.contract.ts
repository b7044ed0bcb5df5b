// Approvals and spending limits (issue 25, item 4): a company admin's limits put a buyer's
// larger orders on hold; the hold cannot be paid; an approver of that company, and only
// one, approves or declines it; removing the buyer declines what waits.
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_LIMIT_CENTS } from '../../domain/spending-limits';
import type { Tool } from '../../domain/tool';
import { ACME } from './company-contract-steps';
import {
  ApiContractKit,
  expectRefusal,
  UNKNOWN_ID,
  untyped,
  unwrap,
  type ApiContractSubject,
} from './api-contract-kit';

export function describeApiApprovalsContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  let companyId: string;
  let tool: Tool;
  let buyer: string;

  /** Acme, with the customer its company admin and the other customer a buyer. */
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
    await kit.actAs('customer');
    const applied = unwrap(await kit.api.applyForTradeAccount(ACME), 'Applying');
    await kit.actAs('admin');
    companyId = unwrap(await kit.api.approveApplication(applied._id), 'Approving').companyId ?? '';
    buyer = await kit.email('otherCustomer');
    await kit.actAs('customer');
    const invitation = unwrap(
      await kit.api.inviteToCompany(companyId, { email: buyer }),
      'Inviting',
    );
    await kit.actAs('otherCustomer');
    unwrap(await kit.api.acceptInvitation(invitation._id), 'Accepting');
    tool = await kit.addTool({ price: 100, availableQty: 50, minQty: 1 });
  });

  async function setLimits(order: number | null, month: number | null) {
    await kit.actAs('customer');
    unwrap(
      await kit.api.setMemberLimits(companyId, buyer, {
        orderLimitCents: order,
        monthlyLimitCents: month,
      }),
      'Setting limits',
    );
  }

  async function approvals() {
    await kit.actAs('customer');
    return unwrap(await kit.api.listCompanyApprovals(companyId), 'Listing approvals');
  }

  describe('limits', () => {
    it('a company admin sets them, the members list shows them, the audit log records it', async () => {
      await setLimits(50_000, 200_000);
      const members = unwrap(await kit.api.listCompanyMembers(companyId), 'Members');
      expect(members.find((m) => m.email === buyer)).toMatchObject({
        orderLimitCents: 50_000,
        monthlyLimitCents: 200_000,
      });
      await kit.actAs('admin');
      const audit = unwrap(await kit.api.listAuditLog({ page: 1, pageSize: 20, q: '' }), 'Audit');
      expect(audit.items[0]).toMatchObject({ action: 'company-limits-set' });
    });

    it('only a company admin sets them, with whole cents, or none; a bad one changes nothing', async () => {
      await kit.actAs('otherCustomer');
      expectRefusal(
        await kit.api.setMemberLimits(companyId, buyer, {
          orderLimitCents: 1,
          monthlyLimitCents: null,
        }),
        'forbidden',
        'Only a company admin of this company can do this.',
      );
      await kit.actAs('customer');
      expectRefusal(
        await kit.api.setMemberLimits(companyId, buyer, {
          orderLimitCents: 10.5,
          monthlyLimitCents: null,
        }),
        'invalid',
        'Order limit must be whole cents',
      );
      expectRefusal(
        await kit.api.setMemberLimits(companyId, buyer, {
          orderLimitCents: null,
          monthlyLimitCents: MAX_LIMIT_CENTS + 1,
        }),
        'invalid',
        `Monthly limit can be at most ${MAX_LIMIT_CENTS} cents`,
      );
      expectRefusal(
        await kit.api.setMemberLimits(companyId, buyer, untyped({ orderLimitCents: 5 })),
        'invalid',
      );
      const members = unwrap(await kit.api.listCompanyMembers(companyId), 'Members');
      expect(members.find((m) => m.email === buyer)).toMatchObject({
        orderLimitCents: null,
        monthlyLimitCents: null,
      });
    });
  });

  describe("the company's monthly limit", () => {
    async function setCompanyLimit(monthlyLimitCents: number | null) {
      await kit.actAs('customer');
      unwrap(await kit.api.setCompanyLimit(companyId, { monthlyLimitCents }), 'Company limit');
    }

    it("counts every member's orders of the month: past it, an order waits", async () => {
      await setCompanyLimit(100_000);
      expect(unwrap(await kit.api.getCompany(companyId), 'Company')).toMatchObject({
        monthlyLimitCents: 100_000,
      });
      expect((await kit.placeOrder('customer', tool._id, 6)).approval).toBeUndefined();
      const held = await kit.placeOrder('otherCustomer', tool._id, 5);
      expect(held.approval).toEqual({ status: 'pending', reason: 'company-monthly-limit' });
      expect((await approvals())[0]).toMatchObject({
        orderId: held._id,
        reason: 'company-monthly-limit',
        limitCents: 100_000,
      });
      // $400 more still fits the company's month; and none once the limit is lifted.
      expect((await kit.placeOrder('otherCustomer', tool._id, 4)).approval).toBeUndefined();
      await setCompanyLimit(null);
      expect(unwrap(await kit.api.getCompany(companyId), 'Company')).not.toHaveProperty(
        'monthlyLimitCents',
      );
      expect((await kit.placeOrder('otherCustomer', tool._id, 9)).approval).toBeUndefined();
      await kit.actAs('admin');
      const audit = unwrap(await kit.api.listAuditLog({ page: 1, pageSize: 20, q: '' }), 'Audit');
      expect(audit.items[0]).toMatchObject({
        action: 'company-limits-set',
        subject: 'Acme Painting (the whole company)',
      });
    });

    it('is set by its company admins only, in whole cents; a bad one changes nothing', async () => {
      await kit.actAs('otherCustomer');
      expectRefusal(
        await kit.api.setCompanyLimit(companyId, { monthlyLimitCents: 100 }),
        'forbidden',
        'Only a company admin of this company can do this.',
      );
      await kit.actAs('customer');
      expectRefusal(
        await kit.api.setCompanyLimit(companyId, { monthlyLimitCents: 0 }),
        'invalid',
        'Company monthly limit must be at least 1 cent',
      );
      expectRefusal(
        await kit.api.setCompanyLimit(companyId, untyped({ monthlyLimitCents: '100' })),
        'invalid',
      );
      expectRefusal(
        await kit.api.setCompanyLimit(UNKNOWN_ID, { monthlyLimitCents: 100 }),
        'not-found',
        'There is no company with that id.',
      );
      expect(unwrap(await kit.api.getCompany(companyId), 'Company')).not.toHaveProperty(
        'monthlyLimitCents',
      );
    });
  });

  describe('an order over a limit', () => {
    it('waits for approval, holds its stock, cannot be paid, and e-mails the approvers', async () => {
      await setLimits(50_000, null);
      const small = await kit.placeOrder('otherCustomer', tool._id, 5);
      expect(small.approval).toBeUndefined();
      const held = await kit.placeOrder('otherCustomer', tool._id, 8);
      expect(held.approval).toEqual({ status: 'pending', reason: 'order-limit' });
      expect((await kit.tool(tool._id)).availableQty).toBe(37);
      await kit.actAs('otherCustomer');
      expectRefusal(
        await kit.api.createPaymentIntent(held._id),
        'invalid',
        'This order is waiting for approval by your company, so it cannot be paid yet',
      );
      const waiting = await approvals();
      expect(waiting).toHaveLength(1);
      expect(waiting[0]).toMatchObject({
        orderId: held._id,
        status: 'pending',
        totalCents: 80_000,
        limitCents: 50_000,
        buyerEmail: buyer,
      });
      await kit.actAs('admin');
      const mail = unwrap(
        await kit.api.listMail({ page: 1, pageSize: 50, q: 'waits for your approval' }),
        'Mailbox',
      );
      // The company admin is told, not the buyer (the mailbox also holds other tests' mail).
      const ours = [await kit.email('customer'), buyer];
      expect(mail.items.map((one) => one.to).filter((to) => ours.includes(to))).toEqual([
        await kit.email('customer'),
      ]);
    });

    it('counts the month: orders past the monthly limit wait, smaller ones go through', async () => {
      await setLimits(null, 100_000);
      expect((await kit.placeOrder('otherCustomer', tool._id, 6)).approval).toBeUndefined();
      expect((await kit.placeOrder('otherCustomer', tool._id, 5)).approval).toMatchObject({
        status: 'pending',
        reason: 'monthly-limit',
      });
      // The one waiting is not spent: $400 more still fits the month.
      expect((await kit.placeOrder('otherCustomer', tool._id, 4)).approval).toBeUndefined();
    });

    it('approved: it becomes payable, the buyer is told, the timeline says who', async () => {
      await setLimits(50_000, null);
      const held = await kit.placeOrder('otherCustomer', tool._id, 8);
      await kit.actAs('customer');
      const approved = unwrap(
        await kit.api.approveCompanyOrder(companyId, held._id),
        'Approving the order',
      );
      expect(approved).toMatchObject({
        status: 'approved',
        decidedBy: await kit.email('customer'),
      });
      expectRefusal(
        await kit.api.approveCompanyOrder(companyId, held._id),
        'invalid',
        'This order has already been approved or declined.',
      );
      expect((await kit.order(held._id)).approval).toMatchObject({ status: 'approved' });
      await kit.payOrder('otherCustomer', held._id);
      expect((await kit.order(held._id)).status).toBe('paid');
      await kit.actAs('otherCustomer');
      const timeline = unwrap(await kit.api.getOrderTimeline(held._id), 'Timeline');
      expect(timeline.map((entry) => entry.kind)).toEqual([
        'created',
        'approval-requested',
        'approved',
        'payment-started',
        'paid',
      ]);
      await kit.actAs('admin');
      const mail = unwrap(
        await kit.api.listMail({ page: 1, pageSize: 50, q: `Order #${held.number} is approved` }),
        'Mailbox',
      );
      expect(mail.items.map((one) => one.to)).toEqual([buyer]);
    });

    it('declined with a reason: the order is gone, its stock back, the buyer reads why', async () => {
      await setLimits(50_000, null);
      const held = await kit.placeOrder('otherCustomer', tool._id, 8);
      await kit.actAs('customer');
      expectRefusal(
        await kit.api.declineCompanyOrder(companyId, held._id, { reason: ' ' }),
        'invalid',
        'Reason is Required',
      );
      unwrap(
        await kit.api.declineCompanyOrder(companyId, held._id, { reason: 'Over budget this week' }),
        'Declining',
      );
      expect((await kit.tool(tool._id)).availableQty).toBe(50);
      await kit.actAs('otherCustomer');
      expectRefusal(await kit.api.getOrder(held._id), 'not-found');
      expect(unwrap(await kit.api.listMyApprovalRequests(), 'Mine')[0]).toMatchObject({
        orderId: held._id,
        status: 'declined',
        declineReason: 'Over budget this week',
      });
    });
  });

  describe('who decides', () => {
    it('not the buyer, not another company, not an unknown id', async () => {
      await setLimits(50_000, null);
      const held = await kit.placeOrder('otherCustomer', tool._id, 8);
      await kit.actAs('otherCustomer');
      expectRefusal(
        await kit.api.approveCompanyOrder(companyId, held._id),
        'forbidden',
        'Only an approver or a company admin of this company can approve or decline orders.',
      );
      expectRefusal(await kit.api.listCompanyApprovals(companyId), 'forbidden');
      // The store's admin runs a company of their own: neither id reaches Acme's order.
      await kit.actAs('admin');
      const own = unwrap(
        await kit.api.applyForTradeAccount({ ...ACME, companyName: 'Other Co' }),
        'Applying',
      );
      const otherId =
        unwrap(await kit.api.approveApplication(own._id), 'Approving').companyId ?? '';
      expectRefusal(
        await kit.api.approveCompanyOrder(companyId, held._id),
        'not-found',
        'There is no company with that id.',
      );
      expectRefusal(
        await kit.api.declineCompanyOrder(otherId, held._id, { reason: 'Not ours' }),
        'not-found',
        'There is no order waiting for approval with that id in this company.',
      );
      expect(unwrap(await kit.api.listCompanyApprovals(otherId), 'Other list')).toEqual([]);
      await kit.actAs('customer');
      expectRefusal(await kit.api.approveCompanyOrder(companyId, UNKNOWN_ID), 'not-found');
      expectRefusal(await kit.api.listCompanyApprovals(otherId), 'not-found');
      expect((await kit.order(held._id)).approval).toMatchObject({ status: 'pending' });
    });

    it('nobody approves their own order', async () => {
      await kit.actAs('customer');
      unwrap(
        await kit.api.setMemberLimits(companyId, await kit.email('customer'), {
          orderLimitCents: 100,
          monthlyLimitCents: null,
        }),
        'Own limits',
      );
      const own = await kit.placeOrder('customer', tool._id, 2);
      expectRefusal(
        await kit.api.approveCompanyOrder(companyId, own._id),
        'forbidden',
        'You cannot approve or decline your own order: another approver of your company must.',
      );
    });

    it('removing the buyer declines what waits, with a sentence, and gives the stock back', async () => {
      await setLimits(50_000, null);
      const held = await kit.placeOrder('otherCustomer', tool._id, 8);
      await kit.actAs('customer');
      unwrap(await kit.api.removeCompanyMember(companyId, buyer), 'Removing');
      expect((await kit.tool(tool._id)).availableQty).toBe(50);
      expect((await approvals())[0]).toMatchObject({
        orderId: held._id,
        status: 'declined',
        declineReason: `${buyer} is no longer a member of Acme Painting, so this order was declined.`,
      });
    });
  });
}
