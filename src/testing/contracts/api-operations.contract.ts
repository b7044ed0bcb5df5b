// The operations dashboard: admins only; a paid or partly shipped order counts to ship, in its day's sales and
// the top tools; an unpaid one by its age; a tool at or below its low-stock level is low;
// an invoice on account is owed until paid or credited, and overdue after its due date.
// Other tests may share the store, so figures are compared before and after.
// The API server's test app pins its clock apart from the database's, which dates orders:
// there the day's sums are checked by server/src/routes/operations.routes.test.ts instead.
import { beforeEach, expect, it } from 'vitest';
import { monthStart, type OperationsSummary } from '../../domain/operations-summary';
import { DEMO_CARRIERS } from '../../seed/demo-carriers';
import { ApiContractKit, expectRefusal, unwrap, type ApiContractSubject } from './api-contract-kit';
import { companyOf } from './company-contract-steps';

export function describeApiOperationsContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
  });

  async function summary(): Promise<OperationsSummary> {
    await kit.actAs('admin');
    return unwrap(await kit.api.getOperationsSummary(), 'Reading the dashboard');
  }

  it('is for admins only', async () => {
    await kit.actAs('customer');
    expectRefusal(await kit.api.getOperationsSummary(), 'forbidden');
    await kit.actAs('anonymous');
    expect(await kit.api.getOperationsSummary()).toMatchObject({
      ok: false,
      error: { kind: 'unauthorized' },
    });
  });

  it('counts a return awaiting action until it is refunded, then the refund this month', async () => {
    const tool = await kit.addTool({ name: 'Contract Return Tray', price: 7, minQty: 1 });
    const order = await kit.placeOrder('customer', tool._id, 1);
    await kit.payOrder('customer', order._id);
    await kit.actAs('admin');
    unwrap(await kit.api.shipOrder(order._id), 'Shipping');
    const before = await summary();

    await kit.actAs('customer');
    const asked = unwrap(
      await kit.api.requestReturn(order._id, { reason: 'Cracked', lines: [{ line: 0, qty: 1 }] }),
      'Asking to return',
    );
    expect((await summary()).returnsAwaiting - before.returnsAwaiting).toBe(1);
    unwrap(await kit.api.acceptReturn(asked._id), 'Accepting');
    expect((await summary()).returnsAwaiting - before.returnsAwaiting).toBe(1);
    unwrap(await kit.api.receiveReturn(asked._id, { restock: false }), 'Receiving');
    const after = await summary();

    expect(after.returnsAwaiting).toBe(before.returnsAwaiting);
    const [refund] = unwrap(await kit.api.listRefunds(order._id), 'Refunds');
    // The server's test clock stands apart from the database's, which dates the refund: it
    // counts when dated on or after the 1st of the month the figures were read in.
    const counted =
      refund !== undefined && new Date(refund.createdAt) >= monthStart(new Date(after.readAt));
    expect(after.refundedThisMonthCents - before.refundedThisMonthCents).toBe(counted ? 700 : 0);
  });

  it('counts what invoices on account owe, the part overdue, and credit notes as refunded', async () => {
    const companyId = await companyOf(kit, 'customer');
    await kit.actAs('admin');
    const terms = { netDays: 30, creditLimitCents: 50_000, poRequired: false } as const;
    unwrap(await kit.api.setCompanyTerms(companyId, { terms }), 'Granting terms');
    const tool = await kit.addTool({ name: 'Contract Account Tin', price: 100, minQty: 1 });
    const onAccount = async () => {
      const order = await kit.placeOrder('customer', tool._id, 1);
      await kit.actAs('customer');
      return unwrap(await kit.api.payOnAccount(order._id, {}), 'Putting it on account');
    };
    const late = await onAccount();
    // Net 30, 31 days on: a day past its due date, not yet held.
    await kit.subject.ageInvoices(31);
    const before = await summary();
    const change = async () => {
      const now = await summary();
      return {
        owed: now.owedCents - before.owedCents,
        overdue: now.overdueCents - before.overdueCents,
        refunded: now.refundedThisMonthCents - before.refundedThisMonthCents,
      };
    };

    await kit.actAs('admin');
    const refund = unwrap(
      await kit.api.refundOrder(late._id, {
        key: crypto.randomUUID(),
        reason: 'Dented',
        restock: false,
        amountCents: 2_500,
      }),
      'Crediting part of it',
    );
    // Dated by the database's clock on the server: counted when in the month read.
    const counted = new Date(refund.createdAt) >= monthStart(new Date(before.readAt));
    expect(await change()).toEqual({
      owed: -2_500,
      overdue: -2_500,
      refunded: counted ? 2_500 : 0,
    });

    await onAccount();
    expect(await change()).toMatchObject({ owed: 7_500, overdue: -2_500 });

    await kit.actAs('admin');
    unwrap(
      await kit.api.recordTransfer(companyId, {
        invoiceNumbers: [late.invoiceNumber ?? ''],
        amountCents: 7_500,
        reference: 'BANK-OVERVIEW',
      }),
      'Paying the late one',
    );
    expect(await change()).toMatchObject({ owed: 0, overdue: -10_000 });
  });

  it('counts a paid order in today’s sales, to ship and the top tools', async () => {
    const tool = await kit.addTool({ name: 'Contract Gold Roller', price: 900, minQty: 2 });
    // $9,000 unpaid: within what one customer may hold once nothing else is.
    await kit.removeUnpaidOrders('customer');
    const before = await summary();

    const order = await kit.placeOrder('customer', tool._id, 10);
    const unpaid = await summary();
    await kit.payOrder('customer', order._id);
    const after = await summary();

    expect(after.salesByDay).toHaveLength(30);
    expect(after.toShip - before.toShip).toBe(1);
    const waiting = (figures: OperationsSummary) =>
      figures.unpaidByAge.reduce((sum, age) => sum + age.count, 0);
    expect(waiting(unpaid) - waiting(before)).toBe(1);
    expect(waiting(after)).toBe(waiting(before));

    const day = order.createdAt.slice(0, 10);
    const sales = (figures: OperationsSummary) => figures.salesByDay.find((d) => d.day === day);
    const [sold, soldBefore] = [sales(after), sales(before)];
    if (sold && soldBefore) {
      expect(sold.orders - soldBefore.orders).toBe(1);
      expect(sold.revenue - soldBefore.revenue).toBe(9_000);
      expect(after.topTools[0]).toEqual({
        toolId: tool._id,
        toolName: 'Contract Gold Roller',
        units: 10,
        revenue: 9_000,
      });
    }
  });

  it('counts a partly shipped order to ship until its last unit has left', async () => {
    const tool = await kit.addTool({ name: 'Contract Split Roller', price: 10, minQty: 4 });
    await kit.removeUnpaidOrders('customer');
    const order = await kit.placeOrder('customer', tool._id, 4);
    await kit.payOrder('customer', order._id);
    const paid = await summary();
    const shipment = (qty: number) => ({
      carrierId: DEMO_CARRIERS[0]?._id ?? '',
      trackingNumber: `SPLIT-${qty}`,
      lines: [{ line: 0, qty }],
    });

    unwrap(await kit.api.recordShipment(order._id, shipment(1)), 'Shipping one unit');
    expect((await summary()).toShip).toBe(paid.toShip);
    unwrap(await kit.api.recordShipment(order._id, shipment(3)), 'Shipping the rest');
    expect((await summary()).toShip).toBe(paid.toShip - 1);
  });

  it('lists a tool at or below its low-stock level as low', async () => {
    const tool = await kit.addTool({ name: 'Contract Last Tray', availableQty: 3, minQty: 1 });
    await kit.actAs('admin');
    unwrap(await kit.api.editTool(tool._id, { lowStockThreshold: 3 }), 'Setting the level');

    const { lowStock } = await summary();

    expect(lowStock.every((low) => low.availableQty <= low.threshold)).toBe(true);
    if (lowStock.length < 10) {
      expect(lowStock).toContainEqual({
        toolId: tool._id,
        toolName: 'Contract Last Tray',
        availableQty: 3,
        threshold: 3,
      });
    }
  });
}
