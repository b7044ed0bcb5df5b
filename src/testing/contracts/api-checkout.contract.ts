// Checkout: several tools as one order, each line priced by the API and checked against its
// tool, every line's stock reserved or none of it, one total to pay.
import { beforeEach, expect, it } from 'vitest';
import { NO_LINES, REPEATED_TOOL, type CheckoutInput } from '../../domain/checkout-input';
import { ORDER_TOO_LARGE } from '../../domain/money';
import { aboveAvailableMessage, belowMinimumMessage } from '../../domain/quantity';
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

export function describeApiCheckoutContract(
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
    brush = await kit.addTool({
      name: 'Contract Test Brush',
      price: 12,
      minQty: 2,
      availableQty: 5,
    });
  });

  const stocks = async () => [
    (await kit.tool(roller._id)).availableQty,
    (await kit.tool(brush._id)).availableQty,
  ];
  const checkOut = (lines: CheckoutInput['lines']) => kit.api.checkOut({ lines, ...CONTACT });

  it('makes one order of every line, priced by the API, and reserves each stock', async () => {
    await kit.actAs('customer');
    const forged = untyped<CheckoutInput>({
      lines: [
        { toolId: roller._id, qty: 12, unitPrice: 1 },
        { toolId: brush._id, qty: 3 },
      ],
      ...CONTACT,
    });
    // A line carrying a price is refused outright: prices are never the browser's.
    expectRefusal(await kit.api.checkOut(forged), 'invalid');

    const order = unwrap(
      await checkOut([
        { toolId: roller._id, qty: 12 },
        { toolId: brush._id, qty: 3 },
      ]),
      'checkOut',
    );
    expect(order.lines).toEqual([
      {
        toolId: roller._id,
        toolName: roller.name,
        toolImg: roller.img,
        partNumber: roller.partNumber,
        qty: 12,
        unitPrice: 7,
        total: 84,
      },
      {
        toolId: brush._id,
        toolName: brush.name,
        toolImg: brush.img,
        partNumber: brush.partNumber,
        qty: 3,
        unitPrice: 12,
        total: 36,
      },
    ]);
    // The spec's fields summarise it: the total is what the payment will charge.
    expect(order).toMatchObject({
      toolId: roller._id,
      toolName: `${roller.name} and ${brush.name}`,
      toolQty: 15,
      toolPrice: 120,
      email: await kit.email('customer'),
      paid: false,
      status: 'unpaid',
    });
    expect(unwrap(await kit.api.getOrder(order._id), 'getOrder')).toEqual(order);
    expect(await stocks()).toEqual([88, 2]);
  });

  it('reserves nothing when one line does not fit, and says which', async () => {
    await kit.actAs('customer');
    const myOrders = async () =>
      unwrap(await kit.api.listMyOrders(await kit.email('customer')), 'list').length;
    const before = await myOrders();
    const tooMany = await checkOut([
      { toolId: roller._id, qty: 12 },
      { toolId: brush._id, qty: 6 },
    ]);
    expectRefusal(tooMany, 'invalid', aboveAvailableMessage(brush));
    const tooFew = await checkOut([
      { toolId: roller._id, qty: 9 },
      { toolId: brush._id, qty: 2 },
    ]);
    expectRefusal(tooFew, 'invalid', belowMinimumMessage(roller));
    expect(await stocks()).toEqual([100, 5]);
    expect(await myOrders()).toBe(before);
  });

  it('refuses a gone tool, a repeated tool, no lines and a total too large', async () => {
    await kit.actAs('customer');
    expectRefusal(
      await checkOut([
        { toolId: roller._id, qty: 10 },
        { toolId: UNKNOWN_ID, qty: 1 },
      ]),
      'invalid',
      sentenceOf({ code: 'line-tool-unavailable' }),
    );
    expectRefusal(
      await checkOut([
        { toolId: brush._id, qty: 2 },
        { toolId: brush._id, qty: 2 },
      ]),
      'invalid',
      REPEATED_TOOL,
    );
    expectRefusal(await checkOut([]), 'invalid', NO_LINES);
    // Each line fits the largest total; together they do not.
    const dear = await kit.addTool({ price: 600_000, minQty: 1, availableQty: 10 });
    const dearer = await kit.addTool({
      name: 'Dearer',
      price: 600_000,
      minQty: 1,
      availableQty: 10,
    });
    await kit.actAs('customer');
    expectRefusal(
      await checkOut([
        { toolId: dear._id, qty: 1 },
        { toolId: dearer._id, qty: 1 },
      ]),
      'invalid',
      ORDER_TOO_LARGE,
    );
    expect((await kit.tool(dear._id)).availableQty).toBe(10);
  });

  it('gives every line back to stock when the order is deleted', async () => {
    await kit.actAs('customer');
    const order = unwrap(
      await checkOut([
        { toolId: roller._id, qty: 10 },
        { toolId: brush._id, qty: 5 },
      ]),
      'checkOut',
    );
    expect(await stocks()).toEqual([90, 0]);
    unwrap(await kit.api.deleteOrder(order._id), 'deleteOrder');
    expect(await stocks()).toEqual([100, 5]);
  });
}
