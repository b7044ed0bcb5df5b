// The cart: kept per signed-in customer, every line checked against its tool by the API,
// emptied of what a checkout ordered; reordering a past order into it.
import { beforeEach, expect, it } from 'vitest';
import { MAX_CART_LINES, TOOL_NOT_SOLD } from '../../domain/cart';
import { aboveAvailableMessage, belowMinimumMessage } from '../../domain/quantity';
import { NO_LONGER_SOLD, OUT_OF_STOCK } from '../../domain/reorder';
import { sentenceOf } from '../../application/refusals';
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

export function describeApiCartContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  /** $7 a unit, at least 10, 100 in stock. */
  let roller: Tool;
  /** $12 a unit, at least 2, 5 in stock. */
  let brush: Tool;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
    roller = await kit.addTool();
    brush = await kit.addTool({ name: 'Cart Test Brush', price: 12, minQty: 2, availableQty: 5 });
  });
  const cart = async () => unwrap(await kit.api.getCart(), 'getCart');
  const quantities = async () =>
    (await cart()).lines.map((line) => [line.toolName, line.qty, line.problem]);

  it('is for signed-in customers only, and starts empty', async () => {
    await kit.actAs('anonymous');
    const refused = { ok: false, error: { kind: 'unauthorized' } };
    expect(await kit.api.getCart()).toMatchObject(refused);
    expect(await kit.api.addToCart({ toolId: roller._id, qty: 10 })).toMatchObject(refused);
    await kit.actAs('customer');
    expect(await cart()).toEqual({ lines: [], total: 0 });
  });

  it('adds to what it holds, priced by the API, within each tool’s rules', async () => {
    await kit.actAs('customer');
    unwrap(await kit.api.addToCart({ toolId: roller._id, qty: 10 }), 'add roller');
    const added = unwrap(await kit.api.addToCart({ toolId: roller._id, qty: 12 }), 'add more');
    expect(added.lines).toEqual([
      {
        toolId: roller._id,
        qty: 22,
        toolName: roller.name,
        toolImg: roller.img,
        unitPrice: 7,
        minQty: 10,
        availableQty: 100,
        total: 154,
        basePrice: 7,
        tiers: [],
        priceSource: 'base',
        priceReason: 'List price',
        partNumber: roller.partNumber,
      },
    ]);
    expect(added.total).toBe(154);
    expectRefusal(
      await kit.api.addToCart({ toolId: brush._id, qty: 1 }),
      'invalid',
      belowMinimumMessage(brush),
    );
    unwrap(await kit.api.addToCart({ toolId: brush._id, qty: 4 }), 'add brush');
    // The sum would pass the stock: refused, nothing changes.
    expectRefusal(
      await kit.api.addToCart({ toolId: brush._id, qty: 2 }),
      'invalid',
      aboveAvailableMessage(brush),
    );
    expectRefusal(
      await kit.api.addToCart(untyped({ toolId: brush._id, qty: 2.5 })),
      'invalid',
      'Quantity must be a whole number',
    );
    expectRefusal(
      await kit.api.addToCart({ toolId: UNKNOWN_ID, qty: 2 }),
      'not-found',
      sentenceOf({ code: 'tool-unavailable' }),
    );
    expect(await quantities()).toEqual([
      [roller.name, 22, undefined],
      [brush.name, 4, undefined],
    ]);
    // Another customer's cart is their own.
    await kit.actAs('otherCustomer');
    expect((await cart()).lines).toEqual([]);
  });

  it('sets and removes lines, refusing what breaks the rules', async () => {
    await kit.actAs('customer');
    unwrap(await kit.api.addToCart({ toolId: roller._id, qty: 10 }), 'add');
    unwrap(await kit.api.setCartQty(roller._id, 30), 'set');
    expectRefusal(
      await kit.api.setCartQty(roller._id, 101),
      'invalid',
      aboveAvailableMessage(roller),
    );
    expectRefusal(await kit.api.setCartQty(roller._id, 9), 'invalid', belowMinimumMessage(roller));
    expectRefusal(
      await kit.api.setCartQty(brush._id, 3),
      'not-found',
      sentenceOf({ code: 'not-in-cart' }),
    );
    expectRefusal(await kit.api.setCartQty('not-an-id', 3), 'invalid');
    expect(await quantities()).toEqual([[roller.name, 30, undefined]]);
    expect(unwrap(await kit.api.removeFromCart(roller._id), 'remove').lines).toEqual([]);
  });

  it('names a line whose tool was deleted or whose stock fell, and cannot check it out', async () => {
    await kit.actAs('customer');
    unwrap(await kit.api.addToCart({ toolId: roller._id, qty: 10 }), 'add roller');
    unwrap(await kit.api.addToCart({ toolId: brush._id, qty: 5 }), 'add brush');
    // Someone else buys three brushes; the admin deletes the roller.
    await kit.placeOrder('otherCustomer', brush._id, 3);
    await kit.actAs('admin');
    unwrap(await kit.api.deleteTool(roller._id), 'delete roller');
    await kit.actAs('customer');
    expect(await quantities()).toEqual([
      [roller.name, 10, TOOL_NOT_SOLD],
      [brush.name, 5, aboveAvailableMessage({ ...brush, availableQty: 2 })],
    ]);
    expect((await cart()).total).toBe(0);
    expectRefusal(
      await kit.api.checkOut({ lines: [{ toolId: brush._id, qty: 5 }], ...CONTACT }),
      'invalid',
    );
    expect((await kit.tool(brush._id)).availableQty).toBe(2);
  });

  it('merges a visitor’s cart: sums capped by stock, unknown tools dropped', async () => {
    await kit.actAs('customer');
    unwrap(await kit.api.addToCart({ toolId: brush._id, qty: 3 }), 'add brush');
    const merged = unwrap(
      await kit.api.mergeCart([
        { toolId: brush._id, qty: 4 },
        { toolId: roller._id, qty: 1 },
        { toolId: UNKNOWN_ID, qty: 2 },
      ]),
      'merge',
    );
    expect(merged.lines.map((line) => [line.toolId, line.qty])).toEqual([
      [brush._id, 5],
      [roller._id, 10],
    ]);
    expectRefusal(await kit.api.mergeCart(untyped({ lines: 'all' })), 'invalid');
  });

  it('fills the cart only to its limit when two merges come at once', async () => {
    const visitorCart = async (name: string) => {
      const lines = [];
      for (let i = 0; i < MAX_CART_LINES; i += 1) {
        const tool = await kit.addTool({ name: `${name} ${i}`, minQty: 1 });
        lines.push({ toolId: tool._id, qty: 1 });
      }
      return lines;
    };
    const [first, second] = [await visitorCart('Tab A'), await visitorCart('Tab B')];
    await kit.actAs('customer');
    const merged = await Promise.all([kit.api.mergeCart(first), kit.api.mergeCart(second)]);
    expect(merged.map((answer) => answer.ok)).toEqual([true, true]);
    expect((await cart()).lines).toHaveLength(MAX_CART_LINES);
  });

  it('takes a tool id in any letter case as that tool, in every cart call', async () => {
    await kit.actAs('customer');
    const upper = roller._id.toUpperCase();
    unwrap(await kit.api.addToCart({ toolId: roller._id, qty: 10 }), 'add roller');
    unwrap(await kit.api.addToCart({ toolId: upper, qty: 10 }), 'add in upper case');
    expect(await quantities()).toEqual([[roller.name, 20, undefined]]);
    unwrap(await kit.api.setCartQty(upper, 12), 'set in upper case');
    expect(await quantities()).toEqual([[roller.name, 12, undefined]]);
    const merged = unwrap(
      await kit.api.mergeCart([
        { toolId: upper, qty: 3 },
        { toolId: brush._id.toUpperCase(), qty: 2 },
      ]),
      'merge in upper case',
    );
    expect(merged.lines.map((line) => [line.toolId, line.qty])).toEqual([
      [roller._id, 15],
      [brush._id, 2],
    ]);
    unwrap(await kit.api.removeFromCart(upper), 'remove in upper case');
    expect(await quantities()).toEqual([[brush.name, 2, undefined]]);
  });

  it('checks out as one order, then holds only what was not ordered', async () => {
    await kit.actAs('customer');
    unwrap(await kit.api.addToCart({ toolId: roller._id, qty: 10 }), 'add roller');
    unwrap(await kit.api.addToCart({ toolId: brush._id, qty: 2 }), 'add brush');
    const order = unwrap(
      await kit.api.checkOut({ lines: [{ toolId: roller._id, qty: 10 }], ...CONTACT }),
      'checkOut',
    );
    expect(order.lines).toHaveLength(1);
    expect(await quantities()).toEqual([[brush.name, 2, undefined]]);
  });

  it('reorders a past order: fitted to today, listing what it could not add', async () => {
    const sprayer = await kit.addTool({ name: 'Cart Test Sprayer', minQty: 1, availableQty: 3 });
    await kit.actAs('customer');
    const order = unwrap(
      await kit.api.checkOut({
        lines: [
          { toolId: roller._id, qty: 12 },
          { toolId: brush._id, qty: 5 },
          { toolId: sprayer._id, qty: 1 },
        ],
        ...CONTACT,
      }),
      'checkOut',
    );
    // Brushes are sold out by that order; the sprayer is deleted.
    await kit.actAs('admin');
    unwrap(await kit.api.deleteTool(sprayer._id), 'delete sprayer');
    expectRefusal(await kit.api.reorder(order._id), 'not-found');
    await kit.actAs('otherCustomer');
    expectRefusal(await kit.api.reorder(order._id), 'not-found');
    expectRefusal(await kit.api.reorder(UNKNOWN_ID), 'not-found');
    await kit.actAs('customer');
    const done = unwrap(await kit.api.reorder(order._id), 'reorder');
    expect(done.added).toEqual([{ toolName: roller.name, qty: 12 }]);
    expect(done.notAdded).toEqual([
      { toolName: brush.name, reason: OUT_OF_STOCK },
      { toolName: sprayer.name, reason: NO_LONGER_SOLD },
    ]);
    expect(done.cart.lines.map((line) => [line.toolName, line.qty])).toEqual([[roller.name, 12]]);
  });
}
