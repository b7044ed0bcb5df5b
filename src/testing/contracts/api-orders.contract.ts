// Orders: priced by the API from the tool, quantity-checked, stock reserved and given back,
// paid only with a payment that really went through, and moved on by the order lifecycle.
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlaceOrderInput } from '../../domain/order';
import { aboveAvailableMessage, belowMinimumMessage } from '../../domain/quantity';
import type { Tool } from '../../domain/tool';
import {
  ApiContractKit,
  CONTACT,
  expectRefusal,
  UNKNOWN_ID,
  untyped,
  unwrap,
  type ApiContractSubject,
} from './api-contract-kit';

export function describeApiOrdersContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  /** 100 in stock, at least 10 an order, $7 a unit. */
  let tool: Tool;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
    tool = await kit.addTool();
  });

  const stock = async () => (await kit.tool(tool._id)).availableQty;

  describe('placing an order', () => {
    it('prices it from the tool and gives it to the caller, whatever the body says', async () => {
      await kit.actAs('customer');
      const forged = untyped<PlaceOrderInput>({
        toolId: tool._id,
        toolQty: 12,
        ...CONTACT,
        toolPrice: 1,
        toolName: 'Free Roller',
        toolImg: 'https://evil.example.test/x.svg',
        email: await kit.email('otherCustomer'),
      });
      const { insertedId } = unwrap(await kit.api.placeOrder(forged), 'placeOrder');
      const { expiresAt, number, createdAt, ...order } = unwrap(
        await kit.api.getOrder(insertedId),
        'getOrder',
      );
      // An unpaid order may carry the moment it expires, as an ISO 8601 UTC timestamp.
      if (expiresAt !== undefined) expect(new Date(expiresAt).toISOString()).toBe(expiresAt);
      expect(new Date(createdAt).toISOString()).toBe(createdAt);
      expect(Number.isInteger(number) && number > 1000).toBe(true);
      expect(order).toEqual({
        _id: insertedId,
        toolId: tool._id,
        toolName: tool.name,
        toolQty: 12,
        toolPrice: 84,
        toolImg: tool.img,
        // A spec order is an order of one line, priced by the server.
        lines: [
          {
            toolId: tool._id,
            toolName: tool.name,
            toolImg: tool.img,
            partNumber: tool.partNumber,
            qty: 12,
            unitPrice: tool.price,
            total: 84,
          },
        ],
        ...CONTACT,
        email: await kit.email('customer'),
        paid: false,
        status: 'unpaid',
      });
    });

    it('keeps on each line the part number it was ordered under', async () => {
      expect(tool.partNumber).toMatch(/\S/);
      const order = await kit.placeOrder('customer', tool._id, 12);
      expect(order.lines[0]?.partNumber).toBe(tool.partNumber);
      await kit.actAs('admin');
      unwrap(await kit.api.editTool(tool._id, { partNumber: 'RENAMED-ROLLER' }), 'Renumbering');
      expect((await kit.tool(tool._id)).partNumber).toBe('RENAMED-ROLLER');
      expect((await kit.order(order._id)).lines[0]?.partNumber).toBe(tool.partNumber);
    });

    it('gives each order the next short number', async () => {
      await kit.actAs('customer');
      const place = async () =>
        unwrap(await kit.api.placeOrder({ toolId: tool._id, toolQty: 10, ...CONTACT }), 'place')
          .insertedId;
      const first = unwrap(await kit.api.getOrder(await place()), 'getOrder').number;
      const second = unwrap(await kit.api.getOrder(await place()), 'getOrder').number;
      expect(second).toBeGreaterThan(first);
    });

    it.for<[string, number, (t: Tool) => string]>([
      ['below the minimum', 9, belowMinimumMessage],
      ['above the stock', 101, aboveAvailableMessage],
      ['not whole', 10.5, () => 'Quantity must be a whole number'],
    ])('refuses a quantity %s with the form’s message', async ([, toolQty, message]) => {
      await kit.actAs('customer');
      const result = await kit.api.placeOrder({ toolId: tool._id, toolQty, ...CONTACT });
      expectRefusal(result, 'invalid', message(tool));
      expect(await stock()).toBe(100);
    });

    it('refuses an order without an address, saying so', async () => {
      await kit.actAs('customer');
      const result = await kit.api.placeOrder({
        toolId: tool._id,
        toolQty: 10,
        ...CONTACT,
        address: ' ',
      });
      expectRefusal(result, 'invalid', 'Address is Required');
    });

    it('answers an unknown tool with not-found and a malformed id as invalid', async () => {
      await kit.actAs('customer');
      const order = { toolQty: 10, ...CONTACT };
      expectRefusal(await kit.api.placeOrder({ toolId: UNKNOWN_ID, ...order }), 'not-found');
      expectRefusal(
        await kit.api.placeOrder({ toolId: 'roller', ...order }),
        'invalid',
        'That id is not valid',
      );
    });
  });

  describe('stock', () => {
    it('reserves what an order takes, and never sells more than there is', async () => {
      await kit.placeOrder('customer', tool._id, 30);
      expect(await stock()).toBe(70);
      await kit.actAs('otherCustomer');
      const tooMany = await kit.api.placeOrder({ toolId: tool._id, toolQty: 71, ...CONTACT });
      expectRefusal(tooMany, 'invalid', aboveAvailableMessage({ ...tool, availableQty: 70 }));
      await kit.placeOrder('otherCustomer', tool._id, 70);
      expect(await stock()).toBe(0);
    });

    it('gives the stock back when the customer deletes an unpaid order', async () => {
      const order = await kit.placeOrder('customer', tool._id, 30);
      expect(await kit.api.deleteOrder(order._id)).toEqual({
        ok: true,
        value: { deletedCount: 1 },
      });
      expect(await stock()).toBe(100);
      await kit.actAs('customer');
      expectRefusal(await kit.api.getOrder(order._id), 'not-found');
      const mine = unwrap(await kit.api.listMyOrders(await kit.email('customer')), 'list');
      expect(mine.map((o) => o._id)).not.toContain(order._id);
    });

    it('gives the stock back when an admin cancels an unpaid order', async () => {
      const order = await kit.placeOrder('customer', tool._id, 25);
      await kit.actAs('admin');
      expect(await kit.api.deleteOrder(order._id)).toMatchObject({ ok: true });
      expect(await stock()).toBe(100);
    });
  });

  describe('ids in another letter case', () => {
    it('name the same tool and the same order', async () => {
      await kit.actAs('customer');
      const { insertedId } = unwrap(
        await kit.api.placeOrder({ toolId: tool._id.toUpperCase(), toolQty: 10, ...CONTACT }),
        'placeOrder in upper case',
      );
      const order = unwrap(await kit.api.getOrder(insertedId.toUpperCase()), 'getOrder');
      expect(order).toMatchObject({ _id: insertedId, toolId: tool._id });
      expect(
        unwrap(await kit.api.getOrderTimeline(insertedId.toUpperCase()), 'timeline'),
      ).not.toEqual([]);
    });

    it('count as one tool when a checkout names it twice', async () => {
      await kit.actAs('customer');
      const lines = [
        { toolId: tool._id, qty: 10 },
        { toolId: tool._id.toUpperCase(), qty: 10 },
      ];
      expectRefusal(
        await kit.api.checkOut({ lines, ...CONTACT }),
        'invalid',
        'Each tool can appear only once in an order',
      );
      expect(await stock()).toBe(100);
    });
  });

  describe('listing orders', () => {
    it("shows a customer their own orders only, and an admin everyone's", async () => {
      const mine = await kit.placeOrder('customer', tool._id, 10);
      const theirs = await kit.placeOrder('otherCustomer', tool._id, 11);
      await kit.actAs('customer');
      const listed = unwrap(await kit.api.listMyOrders(await kit.email('customer')), 'mine');
      expect(listed).toContainEqual(mine);
      expect(listed.map((o) => o._id)).not.toContain(theirs._id);
      await kit.actAs('admin');
      const all = unwrap(await kit.api.listAllOrders(), 'all');
      expect(all).toEqual(expect.arrayContaining([mine, theirs]));
    });
  });

  describe('paying', () => {
    it('marks the order paid with the transaction id of its payment', async () => {
      const { expiresAt: _unpaidUntil, ...order } = await kit.placeOrder('customer', tool._id, 10);
      const transactionId = await kit.chargeCard('customer', order._id);
      // The API may have recorded the charge already (then nothing is left to modify).
      expect(await kit.api.payOrder(order._id, transactionId)).toEqual({
        ok: true,
        value: { modifiedCount: expect.any(Number) },
      });
      // A paid order has no deadline any more, and names the invoice issued with the payment.
      expect(await kit.order(order._id)).toEqual({
        ...order,
        paid: true,
        transactionId,
        status: 'paid',
        invoiceNumber: expect.stringMatching(/^INV-\d{4}-\d{6}$/),
      });
      expect(await stock()).toBe(90);
    });

    it('takes the same transaction id again as a harmless repeat', async () => {
      const order = await kit.placeOrder('customer', tool._id, 10);
      const transactionId = await kit.payOrder('customer', order._id);
      expect(await kit.api.payOrder(order._id, transactionId)).toMatchObject({ ok: true });
      expect(await kit.order(order._id)).toMatchObject({ paid: true, transactionId });
    });

    it('refuses a made-up transaction id and leaves the order unpaid', async () => {
      const order = await kit.placeOrder('customer', tool._id, 10);
      expectRefusal(await kit.api.payOrder(order._id, 'pi_made_up_123'), 'invalid');
      expectRefusal(await kit.api.payOrder(order._id, ''), 'invalid', 'Transaction id is Required');
      expect(await kit.order(order._id)).toMatchObject({ paid: false, status: 'unpaid' });
    });

    it("refuses another order's payment", async () => {
      const first = await kit.placeOrder('customer', tool._id, 10);
      const second = await kit.placeOrder('customer', tool._id, 10);
      const firstPayment = await kit.chargeCard('customer', first._id);
      expectRefusal(await kit.api.payOrder(second._id, firstPayment), 'invalid');
      expect(await kit.order(second._id)).toMatchObject({ paid: false });
    });

    it('refuses a second, different payment for a paid order', async () => {
      const first = await kit.placeOrder('customer', tool._id, 10);
      const second = await kit.placeOrder('customer', tool._id, 10);
      const paidWith = await kit.payOrder('customer', first._id);
      const otherPayment = await kit.chargeCard('customer', second._id);
      expectRefusal(await kit.api.payOrder(first._id, otherPayment), 'invalid');
      expect(await kit.order(first._id)).toMatchObject({ transactionId: paidWith });
    });

    it('gives no payment secret for an order already paid', async () => {
      const order = await kit.placeOrder('customer', tool._id, 10);
      await kit.payOrder('customer', order._id);
      expectRefusal(await kit.api.createPaymentIntent(order._id), 'invalid');
    });
  });

  describe('the order lifecycle', () => {
    it('keeps a paid order: the customer cannot delete it, nor an admin cancel it', async () => {
      const order = await kit.placeOrder('customer', tool._id, 10);
      await kit.payOrder('customer', order._id);
      await kit.actAs('customer');
      expectRefusal(
        await kit.api.deleteOrder(order._id),
        'invalid',
        'A paid order cannot be deleted',
      );
      await kit.actAs('admin');
      expectRefusal(
        await kit.api.deleteOrder(order._id),
        'invalid',
        'A paid order cannot be cancelled',
      );
      expect(await kit.order(order._id)).toMatchObject({ paid: true });
      expect(await stock()).toBe(90);
    });

    it('ships only a paid order, and only once', async () => {
      const order = await kit.placeOrder('customer', tool._id, 10);
      await kit.actAs('admin');
      expectRefusal(
        await kit.api.shipOrder(order._id),
        'invalid',
        'Only a paid order can be shipped',
      );
      await kit.payOrder('customer', order._id);
      await kit.actAs('admin');
      expect(await kit.api.shipOrder(order._id)).toEqual({ ok: true, value: { modifiedCount: 1 } });
      expect(await kit.order(order._id)).toMatchObject({ status: 'shipped', paid: true });
      expectRefusal(
        await kit.api.shipOrder(order._id),
        'invalid',
        'This order has already been shipped',
      );
      await kit.actAs('customer');
      expectRefusal(
        await kit.api.deleteOrder(order._id),
        'invalid',
        'A shipped order cannot be deleted',
      );
    });

    it('answers unknown order ids with not-found and malformed ones as invalid', async () => {
      await kit.actAs('admin');
      expectRefusal(await kit.api.getOrder(UNKNOWN_ID), 'not-found');
      expectRefusal(await kit.api.payOrder(UNKNOWN_ID, 'pi_123'), 'not-found');
      expectRefusal(await kit.api.deleteOrder(UNKNOWN_ID), 'not-found');
      expectRefusal(await kit.api.shipOrder(UNKNOWN_ID), 'not-found');
      expectRefusal(await kit.api.getOrder('7'), 'invalid', 'That id is not valid');
      await kit.actAs('customer');
      expectRefusal(await kit.api.createPaymentIntent(UNKNOWN_ID), 'not-found');
    });
  });
}
