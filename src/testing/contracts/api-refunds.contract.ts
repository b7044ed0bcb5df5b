// Refunds: an admin gives back part of a paid order by card, which issues a credit note its
// buyer can download; never more than was paid, never twice for one key, never for an
// unpaid order, and the units go back in stock only when the admin says they came back.
import { beforeEach, expect, it } from 'vitest';
import type { Order } from '../../domain/order';
import type { RefundInput } from '../../domain/refund';
import type { Tool } from '../../domain/tool';
import {
  ApiContractKit,
  expectRefusal,
  UNKNOWN_ID,
  unwrap,
  type ApiContractSubject,
} from './api-contract-kit';

const CREDIT_NOTE_NUMBER = /^CN-\d{4}-\d{6,}$/;

const ask = (over: Partial<RefundInput> = {}): RefundInput => ({
  key: crypto.randomUUID(),
  reason: 'Arrived damaged',
  restock: false,
  lines: [{ line: 0, qty: 1 }],
  ...over,
});

export function describeApiRefundsContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  let tool: Tool;
  let order: Order;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
    ({ tool, order } = await kit.paidOrder());
  });

  it('refunds a line by card and issues a credit note its buyer downloads', async () => {
    const refund = unwrap(await kit.api.refundOrder(order._id, ask()), 'Refunding one unit');
    expect(refund).toMatchObject({
      orderId: order._id,
      status: 'done',
      amountCents: tool.price * 100,
      reason: 'Arrived damaged',
      restocked: false,
      lines: [{ line: 0, qty: 1, amountCents: tool.price * 100 }],
      creditNoteNumber: expect.stringMatching(CREDIT_NOTE_NUMBER),
    });
    await kit.actAs('customer');
    expect(unwrap(await kit.api.listRefunds(order._id), 'Listing the refunds')).toEqual([refund]);
    const file = unwrap(
      await kit.api.downloadCreditNote(order._id, refund._id),
      'Downloading the credit note',
    );
    expect(file.type).toBe('application/pdf');
    const head = new Uint8Array(await file.arrayBuffer()).slice(0, 5);
    expect(String.fromCharCode(...head)).toBe('%PDF-');
    await kit.actAs('otherCustomer');
    expectRefusal(await kit.api.listRefunds(order._id), 'not-found');
    expectRefusal(await kit.api.downloadCreditNote(order._id, refund._id), 'not-found');
  });

  it('answers the same refund when the same key is sent again, refunding once', async () => {
    const input = ask();
    const first = unwrap(await kit.api.refundOrder(order._id, input), 'Refunding');
    const again = unwrap(await kit.api.refundOrder(order._id, input), 'Refunding again');
    expect(again).toEqual(first);
    expect(unwrap(await kit.api.listRefunds(order._id), 'Listing')).toHaveLength(1);
  });

  it('never refunds more than was paid, and says what is left', async () => {
    const paidCents = tool.price * tool.minQty * 100;
    unwrap(
      await kit.api.refundOrder(order._id, ask({ lines: undefined, amountCents: paidCents - 150 })),
      'Refunding most of it',
    );
    expectRefusal(
      await kit.api.refundOrder(order._id, ask({ lines: undefined, amountCents: 151 })),
      'invalid',
      'At most $1.50 of this order can still be refunded.',
    );
    unwrap(
      await kit.api.refundOrder(order._id, ask({ lines: undefined, amountCents: 150 })),
      'Refunding the rest',
    );
    expectRefusal(
      await kit.api.refundOrder(order._id, ask({ lines: undefined, amountCents: 1 })),
      'invalid',
      'This order has been refunded in full already.',
    );
  });

  it('puts the units back in stock only when the admin says they came back', async () => {
    const before = (await kit.tool(tool._id)).availableQty;
    unwrap(await kit.api.refundOrder(order._id, ask()), 'Refunding without restocking');
    expect((await kit.tool(tool._id)).availableQty).toBe(before);
    unwrap(
      await kit.api.refundOrder(order._id, ask({ restock: true, lines: [{ line: 0, qty: 2 }] })),
      'Refunding with restocking',
    );
    expect((await kit.tool(tool._id)).availableQty).toBe(before + 2);
  });

  it('records each refund on the timeline and in the audit log', async () => {
    unwrap(await kit.api.refundOrder(order._id, ask()), 'Refunding');
    const timeline = unwrap(await kit.api.getOrderTimeline(order._id), 'Reading the timeline');
    expect(timeline.map((entry) => entry.kind)).toContain('refunded');
    const admin = await kit.email('admin');
    const audit = unwrap(
      await kit.api.listAuditLog({ page: 1, pageSize: 20, q: admin }),
      'Reading the audit log',
    );
    expect(audit.items[0]).toMatchObject({
      action: 'order-refunded',
      subject: `#${order.number}`,
      subjectId: order._id,
    });
  });

  it('refuses an unpaid order, a bad request, a customer, and an unknown order', async () => {
    const unpaid = await kit.placeOrder('customer', tool._id, tool.minQty);
    await kit.actAs('admin');
    expectRefusal(
      await kit.api.refundOrder(unpaid._id, ask()),
      'invalid',
      'This order was never paid, so there is nothing to refund.',
    );
    expectRefusal(
      await kit.api.refundOrder(order._id, ask({ reason: ' ' })),
      'invalid',
      'Reason is Required',
    );
    expectRefusal(
      await kit.api.refundOrder(order._id, ask({ lines: [{ line: 0, qty: tool.minQty + 1 }] })),
      'invalid',
      `Only ${tool.minQty} of ${tool.name} can still be refunded`,
    );
    expectRefusal(await kit.api.refundOrder(UNKNOWN_ID, ask()), 'not-found');
    await kit.actAs('customer');
    expectRefusal(await kit.api.refundOrder(order._id, ask()), 'forbidden');
    expect(unwrap(await kit.api.listRefunds(order._id), 'Listing')).toEqual([]);
  });
}
