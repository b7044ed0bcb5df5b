// Returns: a customer asks to return units of their shipped order; an admin accepts (the
// customer is e-mailed how to send them) or refuses with a reason (e-mailed too); once
// received, the return is refunded by card, once, whatever the retries. Never more units
// than bought, never an order still to ship, never someone else's order.
import { beforeEach, expect, it } from 'vitest';
import type { Order } from '../../domain/order';
import type { RequestReturnInput } from '../../domain/order-return';
import type { Tool } from '../../domain/tool';
import {
  ApiContractKit,
  expectRefusal,
  UNKNOWN_ID,
  unwrap,
  type ApiContractSubject,
} from './api-contract-kit';

const ask = (over: Partial<RequestReturnInput> = {}): RequestReturnInput => ({
  reason: 'Wrong size',
  lines: [{ line: 0, qty: 1 }],
  ...over,
});

export function describeApiReturnsContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  let tool: Tool;
  let order: Order;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
    ({ tool, order } = await kit.paidOrder({ shipped: true }));
  });

  it('is asked by the customer, accepted, received and refunded once', async () => {
    const asked = unwrap(await kit.api.requestReturn(order._id, ask()), 'Asking to return');
    expect(asked).toMatchObject({
      orderId: order._id,
      orderNumber: order.number,
      status: 'requested',
      reason: 'Wrong size',
      lines: [{ line: 0, toolName: tool.name, qty: 1 }],
    });
    expect(unwrap(await kit.api.listOrderReturns(order._id), 'Listing')).toEqual([asked]);
    await kit.actAs('admin');
    expect(unwrap(await kit.api.listReturns('requested'), 'Admin list')).toContainEqual(asked);
    const accepted = unwrap(await kit.api.acceptReturn(asked._id), 'Accepting');
    expect(accepted.status).toBe('accepted');
    const mail = unwrap(
      await kit.api.listMail({ page: 1, pageSize: 50, q: `order #${order.number} is accepted` }),
      'Mailbox',
    );
    expect(mail.items).toHaveLength(1);
    const before = (await kit.tool(tool._id)).availableQty;
    const received = unwrap(await kit.api.receiveReturn(asked._id, { restock: true }), 'Receiving');
    expect(received).toMatchObject({ status: 'refunded', refundId: expect.any(String) });
    const again = unwrap(await kit.api.receiveReturn(asked._id, { restock: true }), 'Again');
    expect(again).toEqual(received);
    const refunds = unwrap(await kit.api.listRefunds(order._id), 'Refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      _id: received.refundId,
      status: 'done',
      amountCents: tool.price * 100,
      restocked: true,
    });
    expect((await kit.tool(tool._id)).availableQty).toBe(before + 1);
    // The server's store is shared with other cases: only this return's place is checked.
    expect(unwrap(await kit.api.listReturns('requested'), 'Requested')).not.toContainEqual(
      expect.objectContaining({ _id: asked._id }),
    );
    expect(unwrap(await kit.api.listReturns('refunded'), 'Refunded')).toContainEqual(received);
  });

  it('records every step on the timeline and in the audit log', async () => {
    const asked = unwrap(await kit.api.requestReturn(order._id, ask()), 'Asking');
    await kit.actAs('admin');
    unwrap(await kit.api.acceptReturn(asked._id), 'Accepting');
    unwrap(await kit.api.receiveReturn(asked._id, { restock: false }), 'Receiving');
    const timeline = unwrap(await kit.api.getOrderTimeline(order._id), 'Timeline');
    expect(timeline.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining([
        'return-requested',
        'return-accepted',
        'refunded',
        'return-received',
      ]),
    );
    const audit = unwrap(
      await kit.api.listAuditLog({ page: 1, pageSize: 20, q: `#${order.number}` }),
      'Audit log',
    );
    expect(audit.items.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'return-requested',
        'return-accepted',
        'order-refunded',
        'return-received',
      ]),
    );
  });

  it('is refused with a reason the customer is e-mailed, and then cannot be received', async () => {
    const asked = unwrap(await kit.api.requestReturn(order._id, ask()), 'Asking');
    await kit.actAs('admin');
    expectRefusal(await kit.api.refuseReturn(asked._id, ' '), 'invalid', 'Reason is Required');
    const refused = unwrap(
      await kit.api.refuseReturn(asked._id, 'Opened paint cannot be returned'),
      'Refusing',
    );
    expect(refused).toMatchObject({
      status: 'refused',
      refusal: 'Opened paint cannot be returned',
    });
    expectRefusal(
      await kit.api.acceptReturn(asked._id),
      'invalid',
      'This return has already been accepted or refused.',
    );
    expectRefusal(
      await kit.api.receiveReturn(asked._id, { restock: false }),
      'invalid',
      'Only an accepted return can be marked received: accept it first, or it was refused.',
    );
    const mail = unwrap(
      await kit.api.listMail({ page: 1, pageSize: 50, q: `order #${order.number} was refused` }),
      'Mailbox',
    );
    expect(mail.items).toHaveLength(1);
    expect(unwrap(await kit.api.listRefunds(order._id), 'Refunds')).toEqual([]);
  });

  it('never asks back more units than were bought, counting open returns', async () => {
    unwrap(
      await kit.api.requestReturn(order._id, ask({ lines: [{ line: 0, qty: tool.minQty - 1 }] })),
      'Asking for all but one',
    );
    expectRefusal(
      await kit.api.requestReturn(order._id, ask({ lines: [{ line: 0, qty: 2 }] })),
      'invalid',
      `Only 1 of ${tool.name} can still be returned`,
    );
    unwrap(await kit.api.requestReturn(order._id, ask()), 'Asking for the last one');
    expectRefusal(
      await kit.api.requestReturn(order._id, ask()),
      'invalid',
      `Every ${tool.name} of this order is returned or refunded already`,
    );
  });

  it('counts units refunded already, and frees those of a refused return', async () => {
    await kit.actAs('admin');
    unwrap(
      await kit.api.refundOrder(order._id, {
        key: crypto.randomUUID(),
        reason: 'Damaged',
        restock: false,
        lines: [{ line: 0, qty: tool.minQty - 1 }],
      }),
      'Refunding all but one',
    );
    await kit.actAs('customer');
    const last = unwrap(await kit.api.requestReturn(order._id, ask()), 'Asking for the last');
    expectRefusal(await kit.api.requestReturn(order._id, ask()), 'invalid');
    await kit.actAs('admin');
    unwrap(await kit.api.refuseReturn(last._id, 'No'), 'Refusing');
    await kit.actAs('customer');
    unwrap(await kit.api.requestReturn(order._id, ask()), 'Asking again');
  });

  it('refuses an order not shipped, bad input, and other people', async () => {
    const unshipped = await kit.placeOrder('customer', tool._id, tool.minQty);
    await kit.payOrder('customer', unshipped._id);
    expectRefusal(
      await kit.api.requestReturn(unshipped._id, ask()),
      'invalid',
      'Only a shipped order can be returned.',
    );
    expectRefusal(await kit.api.requestReturn(order._id, ask({ reason: '' })), 'invalid');
    expectRefusal(await kit.api.requestReturn(order._id, ask({ lines: [] })), 'invalid');
    expectRefusal(
      await kit.api.requestReturn(order._id, ask({ lines: [{ line: 3, qty: 1 }] })),
      'invalid',
      'The order has no line 4 to return',
    );
    expectRefusal(
      await kit.api.requestReturn(order._id, ask({ lines: [{ line: 0, qty: 0 }] })),
      'invalid',
    );
    expectRefusal(await kit.api.requestReturn(UNKNOWN_ID, ask()), 'not-found');
    const asked = unwrap(await kit.api.requestReturn(order._id, ask()), 'Asking');
    expectRefusal(await kit.api.acceptReturn(asked._id), 'forbidden');
    expectRefusal(await kit.api.receiveReturn(asked._id, { restock: false }), 'forbidden');
    expectRefusal(await kit.api.listReturns(), 'forbidden');
    await kit.actAs('otherCustomer');
    expectRefusal(await kit.api.requestReturn(order._id, ask()), 'not-found');
    expectRefusal(await kit.api.listOrderReturns(order._id), 'not-found');
    await kit.actAs('admin');
    expectRefusal(await kit.api.acceptReturn(UNKNOWN_ID), 'not-found');
    expectRefusal(await kit.api.listReturns('lost' as 'requested'), 'invalid');
  });
}
