// Idempotency keys on the calls that place an order (POST /order, /checkout): a retry of a
// request whose answer was lost answers the order it placed, once per key and customer,
// even when the two arrive at once.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Tool } from '../../domain/tool';
import {
  ApiContractKit,
  CONTACT,
  expectRefusal,
  unwrap,
  type ApiContractSubject,
} from './api-contract-kit';

export function describeApiIdempotencyContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  /** 100 in stock, at least 10 an order, $7 a unit. */
  let tool: Tool;
  let key: string;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
    tool = await kit.addTool();
    // Fresh for each test: a store shared by the tests keeps every key it was sent.
    key = `order-${crypto.randomUUID()}`;
  });

  const stock = async () => (await kit.tool(tool._id)).availableQty;
  const order = (toolQty: number, idempotencyKey: string | null = key) =>
    kit.api.placeOrder({ toolId: tool._id, toolQty, ...CONTACT }, idempotencyKey ?? undefined);
  const myOrders = async () =>
    unwrap(await kit.api.listMyOrders(await kit.email('customer')), 'listMyOrders').filter(
      (o) => o.toolId === tool._id,
    );

  describe('POST /order', () => {
    it('answers a retry with the order the key placed, and reserves the stock once', async () => {
      await kit.actAs('customer');
      const first = unwrap(await order(12), 'first');
      const retry = unwrap(await order(12), 'retry');
      expect(retry.insertedId).toBe(first.insertedId);
      expect(await stock()).toBe(88);
      expect((await myOrders()).map((o) => o._id)).toEqual([first.insertedId]);
      // Without a key, the same request is a new order.
      const another = unwrap(await order(12, null), 'without a key');
      expect(another.insertedId).not.toBe(first.insertedId);
      expect(await stock()).toBe(76);
    });

    it('places one order for two requests with one key at once', async () => {
      await kit.actAs('customer');
      const [a, b] = await Promise.all([order(15), order(15)]);
      expect(unwrap(a, 'a').insertedId).toBe(unwrap(b, 'b').insertedId);
      expect(await stock()).toBe(85);
      expect(await myOrders()).toHaveLength(1);
    });

    it('answers the retry even when the order took the last units meanwhile', async () => {
      await kit.actAs('customer');
      const first = unwrap(await order(100), 'first');
      expect(await stock()).toBe(0);
      expect(unwrap(await order(100), 'retry').insertedId).toBe(first.insertedId);
    });

    it('refuses the key sent again with another order, and changes nothing', async () => {
      await kit.actAs('customer');
      unwrap(await order(12), 'first');
      expectRefusal(
        await order(13),
        'invalid',
        'This Idempotency-Key was already used for another order. Send a new key for a new order.',
      );
      expect(await stock()).toBe(88);
    });

    it('keeps each customer’s keys their own', async () => {
      await kit.actAs('customer');
      const mine = unwrap(await order(12), 'mine');
      await kit.actAs('otherCustomer');
      const theirs = unwrap(await order(12), 'theirs');
      expect(theirs.insertedId).not.toBe(mine.insertedId);
      expect(await stock()).toBe(76);
    });

    it('refuses a key that is no header value, with a sentence', async () => {
      await kit.actAs('customer');
      expectRefusal(
        await order(12, 'two words'),
        'invalid',
        'The Idempotency-Key header must be 1 to 200 visible characters without spaces (a new UUID for each order suits).',
      );
      expect(await stock()).toBe(100);
    });
  });

  describe('POST /checkout', () => {
    it('answers a retry with the order the key placed, and reserves the stock once', async () => {
      await kit.actAs('customer');
      const input = { lines: [{ toolId: tool._id, qty: 20 }], ...CONTACT };
      const [a, b] = await Promise.all([
        kit.api.checkOut(input, key),
        kit.api.checkOut(input, key),
      ]);
      const placed = unwrap(a, 'a');
      expect(unwrap(b, 'b')._id).toBe(placed._id);
      expect(unwrap(await kit.api.checkOut(input, key), 'retry')._id).toBe(placed._id);
      expect(await stock()).toBe(80);
    });
  });
}
