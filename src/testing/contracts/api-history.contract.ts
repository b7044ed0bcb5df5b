// History: an order's timeline says every change once with who made it, for its customer
// and the admins only; the audit log shows the admins' actions, newest first, to admins.
import { beforeEach, expect, it } from 'vitest';
import { orderNumberLabel, type Order } from '../../domain/order';
import { STAFF_ACTOR } from '../../domain/order-timeline';
import type { Tool } from '../../domain/tool';
import {
  ApiContractKit,
  expectRefusal,
  UNKNOWN_ID,
  unwrap,
  type ApiContractSubject,
} from './api-contract-kit';

export function describeApiHistoryContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  let tool: Tool;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
    tool = await kit.addTool();
  });

  async function paidAndShipped(): Promise<Order> {
    const order = await kit.placeOrder('customer', tool._id, tool.minQty);
    await kit.payOrder('customer', order._id);
    await kit.actAs('admin');
    unwrap(await kit.api.shipOrder(order._id), 'Shipping the order');
    return order;
  }

  const kindsAndActors = (entries: readonly { kind: string; actor: string }[]) =>
    entries.map(({ kind, actor }) => ({ kind, actor }));

  it('lists each change of an order once, oldest first, with who made it', async () => {
    const order = await paidAndShipped();
    const customer = await kit.email('customer');
    const byCustomer = [
      { kind: 'created', actor: customer },
      { kind: 'payment-started', actor: customer },
      { kind: 'paid', actor: customer },
    ];
    await kit.actAs('admin');
    const seenByAdmin = unwrap(await kit.api.getOrderTimeline(order._id), 'Admin reading');
    expect(kindsAndActors(seenByAdmin)).toEqual([
      ...byCustomer,
      { kind: 'shipped', actor: await kit.email('admin') },
    ]);
    // The customer is not told which admin it was, only that it was the store's staff.
    await kit.actAs('customer');
    const seenByCustomer = unwrap(await kit.api.getOrderTimeline(order._id), 'Customer reading');
    expect(kindsAndActors(seenByCustomer)).toEqual([
      ...byCustomer,
      { kind: 'shipped', actor: STAFF_ACTOR },
    ]);
    expect(seenByCustomer.every((entry) => !Number.isNaN(Date.parse(entry.at)))).toBe(true);
  });

  it('is no one else’s to read: another customer, an unknown and a malformed id get not-found', async () => {
    const order = await kit.placeOrder('customer', tool._id, tool.minQty);
    await kit.actAs('otherCustomer');
    expectRefusal(await kit.api.getOrderTimeline(order._id), 'not-found');
    expectRefusal(await kit.api.getOrderTimeline(UNKNOWN_ID), 'not-found');
    expectRefusal(await kit.api.getOrderTimeline('not-an-id'), 'not-found');
    await kit.actAs('anonymous');
    expect(await kit.api.getOrderTimeline(order._id)).toMatchObject({
      ok: false,
      error: { kind: 'unauthorized' },
    });
  });

  it('shows an admin who shipped and who cancelled, newest first; no one else', async () => {
    const shipped = await paidAndShipped();
    const cancelled = await kit.placeOrder('customer', tool._id, tool.minQty);
    await kit.actAs('admin');
    unwrap(await kit.api.deleteOrder(cancelled._id), 'Cancelling the order');
    const admin = await kit.email('admin');
    // Searched by this admin's e-mail: a shared store holds other tests' entries too.
    const page = unwrap(
      await kit.api.listAuditLog({ page: 1, pageSize: 20, q: admin }),
      'Reading the audit log',
    );
    expect(page.total).toBe(3);
    expect(page.items.map(({ actor, action, subject }) => ({ actor, action, subject }))).toEqual([
      { actor: admin, action: 'order-cancelled', subject: orderNumberLabel(cancelled) },
      { actor: admin, action: 'order-shipped', subject: orderNumberLabel(shipped) },
      // The tool every case starts with.
      { actor: admin, action: 'tool-added', subject: tool.name },
    ]);
    expectRefusal(
      await kit.api.listAuditLog({ page: 0, pageSize: 20, q: '' }),
      'invalid',
      'page must be a whole number from 1 to 1000000',
    );
    await kit.actAs('customer');
    expectRefusal(await kit.api.listAuditLog({ page: 1, pageSize: 20, q: '' }), 'forbidden');
  });

  it('records making an admin, adding a tool, price tiers, hiding a review and deleting a tool', async () => {
    const other = await kit.email('otherCustomer');
    await kit.actAs('customer');
    const review = unwrap(await kit.api.addReview({ rating: '4', message: 'Good' }), 'Reviewing');
    await kit.actAs('admin');
    unwrap(await kit.api.makeAdmin(other), 'Making an admin');
    const added = await kit.addTool();
    unwrap(await kit.api.setToolTiers(tool._id, [{ fromQty: 50, price: 6 }]), 'Setting tiers');
    unwrap(await kit.api.setReviewHidden(review.insertedId, true), 'Hiding the review');
    unwrap(await kit.api.deleteTool(tool._id), 'Deleting the tool');
    const admin = await kit.email('admin');
    const page = unwrap(
      await kit.api.listAuditLog({ page: 1, pageSize: 20, q: admin }),
      'Reading the audit log',
    );
    expect(page.items.map(({ action, subject }) => ({ action, subject }))).toEqual([
      { action: 'tool-deleted', subject: tool.name },
      { action: 'review-hidden', subject: expect.stringMatching(/\S/) },
      { action: 'tool-tiers-set', subject: tool.name },
      { action: 'tool-added', subject: added.name },
      { action: 'admin-granted', subject: other },
      // The tool every case starts with.
      { action: 'tool-added', subject: tool.name },
    ]);
  });
}
