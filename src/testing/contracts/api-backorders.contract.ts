// Backorders with a date (issue 27 item 2): an admin allows them on a tool with an expected
// restock date after today; an order beyond the stock then takes what there is and says
// how many wait and until when; raised stock goes to paid orders oldest first, each told by
// e-mail once every unit is ready; a shipment refuses units still waiting. Without the
// date the spec's "you can't order more than" holds.
import { beforeEach, expect, it } from 'vitest';
import { RESTOCK_DATE_FORM, RESTOCK_DATE_NOT_FUTURE } from '../../domain/backorder';
import type { Order } from '../../domain/order';
import type { Tool } from '../../domain/tool';
import { DEMO_CARRIERS } from '../../seed/demo-carriers';
import { ApiContractKit, expectRefusal, unwrap, type ApiContractSubject } from './api-contract-kit';

/** Far enough ahead for any clock the stores run on. */
const RESTOCK = '2099-01-15';

export function describeApiBackordersContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  let tool: Tool;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
    tool = await kit.addTool({ minQty: 1, availableQty: 3, price: 10 });
  });

  const allowBackorders = async () => {
    await kit.actAs('admin');
    unwrap(await kit.api.editTool(tool._id, { backorderUntil: RESTOCK }), 'Allowing backorders');
  };

  const raiseStock = async (availableQty: number) => {
    await kit.actAs('admin');
    unwrap(await kit.api.editTool(tool._id, { availableQty }), 'Raising the stock');
  };

  const paidOrder = async (qty: number): Promise<Order> => {
    const order = await kit.placeOrder('customer', tool._id, qty);
    await kit.payOrder('customer', order._id);
    return order;
  };

  const mailSubjects = async (): Promise<string[]> => {
    const customer = await kit.email('customer');
    await kit.actAs('admin');
    const page = unwrap(await kit.api.listMail({ page: 1, pageSize: 50, q: customer }), 'Mail');
    return page.items.map((mail) => mail.subject);
  };

  it('keeps the spec’s limit without a restock date', async () => {
    await kit.actAs('customer');
    expectRefusal(
      await kit.api.placeOrder({
        toolId: tool._id,
        toolQty: 5,
        name: 'Ada',
        address: '1 Main St',
        phone: '+1 555 0100',
      }),
      'invalid',
      `you can't order more than 3 ${tool.name}`,
    );
  });

  it('takes the stock there is and backorders the rest, with the date, before payment', async () => {
    await allowBackorders();
    await kit.actAs('anonymous');
    expect(await kit.tool(tool._id)).toMatchObject({ backorderUntil: RESTOCK, availableQty: 3 });
    const order = await kit.placeOrder('customer', tool._id, 5);
    expect(order.status).toBe('unpaid');
    expect(order.lines[0]).toMatchObject({ qty: 5, backordered: 2, restockDate: RESTOCK });
    expect((await kit.tool(tool._id)).availableQty).toBe(0);
    const later = await kit.placeOrder('customer', tool._id, 2);
    expect(later.lines[0]).toMatchObject({ backordered: 2, restockDate: RESTOCK });
  });

  it('prices a cart line over the stock, carrying the restock date, with no problem', async () => {
    await allowBackorders();
    await kit.actAs('customer');
    unwrap(await kit.api.addToCart({ toolId: tool._id, qty: 5 }), 'Adding more than the stock');
    const cart = unwrap(await kit.api.getCart(), 'Reading the cart');
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ qty: 5, availableQty: 3, backorderUntil: RESTOCK });
    expect(cart.lines[0]).not.toHaveProperty('problem');
    const other = await kit.addTool({ minQty: 1, availableQty: 3, price: 10 });
    await kit.actAs('customer');
    const both = unwrap(await kit.api.addToCart({ toolId: other._id, qty: 2 }), 'Adding another');
    expect(both.lines.find((line) => line.toolId === other._id)).not.toHaveProperty(
      'backorderUntil',
    );
  });

  it('gives back only the units that took stock when an unpaid order goes', async () => {
    await allowBackorders();
    await kit.placeOrder('customer', tool._id, 5);
    await kit.removeUnpaidOrders('customer');
    expect((await kit.tool(tool._id)).availableQty).toBe(3);
  });

  it('serves arriving stock to paid orders first come, first served, and e-mails when ready', async () => {
    await allowBackorders();
    const first = await paidOrder(5); // 3 from stock, 2 wait
    const second = await paidOrder(4); // 4 wait
    await raiseStock(3);
    expect((await kit.order(first._id)).lines[0]).not.toHaveProperty('backordered');
    expect((await kit.order(second._id)).lines[0]).toMatchObject({ backordered: 3 });
    expect((await kit.tool(tool._id)).availableQty).toBe(0);
    expect(await mailSubjects()).toContain(`Order #${first.number} ready to ship`);
    expect(await mailSubjects()).not.toContain(`Order #${second.number} ready to ship`);
    await raiseStock(10);
    expect((await kit.order(second._id)).lines[0]).not.toHaveProperty('backordered');
    expect((await kit.tool(tool._id)).availableQty).toBe(7);
    expect(await mailSubjects()).toContain(`Order #${second.number} ready to ship`);
  });

  it('serves stock raised before an order is paid to it when it is paid', async () => {
    await allowBackorders();
    const order = await kit.placeOrder('customer', tool._id, 5); // 3 from stock, 2 wait
    await raiseStock(2);
    expect((await kit.tool(tool._id)).availableQty).toBe(2);
    await kit.payOrder('customer', order._id);
    expect((await kit.order(order._id)).lines[0]).not.toHaveProperty('backordered');
    expect((await kit.tool(tool._id)).availableQty).toBe(0);
    expect(await mailSubjects()).toContain(`Order #${order.number} ready to ship`);
  });

  it('gives the units of an unpaid order removed to the paid orders waiting first', async () => {
    await allowBackorders();
    const held = await kit.placeOrder('otherCustomer', tool._id, 3); // the whole stock
    const waiting = await paidOrder(2);
    expect((await kit.order(waiting._id)).lines[0]).toMatchObject({ backordered: 2 });
    await kit.actAs('otherCustomer');
    unwrap(await kit.api.deleteOrder(held._id), 'Deleting the unpaid order');
    expect((await kit.order(waiting._id)).lines[0]).not.toHaveProperty('backordered');
    expect((await kit.tool(tool._id)).availableQty).toBe(1);
    expect(await mailSubjects()).toContain(`Order #${waiting.number} ready to ship`);
  });

  it('refunds waiting units first, putting back in stock only units that took it', async () => {
    await allowBackorders();
    const first = await paidOrder(5); // 3 from stock, 2 wait
    const second = await paidOrder(1); // 1 waits
    await kit.actAs('admin');
    const refund = (qty: number) => ({
      key: crypto.randomUUID(),
      reason: 'Changed their mind',
      restock: true,
      lines: [{ line: 0, qty }],
    });
    unwrap(await kit.api.refundOrder(first._id, refund(1)), 'Refunding a waiting unit');
    expect((await kit.order(first._id)).lines[0]).toMatchObject({ backordered: 1 });
    expect((await kit.tool(tool._id)).availableQty).toBe(0);
    // One more waiting unit and one that took stock: that one goes to the order waiting.
    await kit.actAs('admin');
    unwrap(await kit.api.refundOrder(first._id, refund(2)), 'Refunding two more');
    expect((await kit.order(first._id)).lines[0]).not.toHaveProperty('backordered');
    expect((await kit.order(second._id)).lines[0]).not.toHaveProperty('backordered');
    expect((await kit.tool(tool._id)).availableQty).toBe(0);
  });

  it('serves stock a catalogue import raises to the paid orders waiting, as an edit does', async () => {
    await allowBackorders();
    const order = await paidOrder(5); // 3 from stock, 2 wait
    const row = [tool.partNumber, tool.name, `"${tool.description}"`, tool.price, tool.minQty];
    const csv = [
      'Part number,Name,Description,Price,Minimum,Stock,Pack size,Image URL',
      [...row, 6, '', tool.img].join(','),
    ].join('\r\n');
    await kit.actAs('admin');
    const dry = unwrap(await kit.api.importCatalogue({ csv, dryRun: true }), 'dry run');
    unwrap(await kit.api.importCatalogue({ csv, fingerprint: dry.fingerprint }), 'import');
    expect((await kit.order(order._id)).lines[0]).not.toHaveProperty('backordered');
    expect((await kit.tool(tool._id)).availableQty).toBe(4);
    expect(await mailSubjects()).toContain(`Order #${order.number} ready to ship`);
  });

  it('ships the units in stock and refuses those still backordered', async () => {
    await allowBackorders();
    const order = await paidOrder(5);
    await kit.actAs('admin');
    const carrierId = DEMO_CARRIERS[0]?._id ?? '';
    const shipment = (qty: number) => ({
      carrierId,
      trackingNumber: 'BO123',
      lines: [{ line: 0, qty }],
    });
    expectRefusal(
      await kit.api.recordShipment(order._id, shipment(4)),
      'invalid',
      `Only 3 more of ${tool.name} can ship: 2 are still backordered.`,
    );
    unwrap(await kit.api.recordShipment(order._id, shipment(3)), 'Shipping what is in stock');
    await raiseStock(2);
    unwrap(await kit.api.recordShipment(order._id, shipment(2)), 'Shipping the arrivals');
    expect((await kit.order(order._id)).status).toBe('shipped');
  });

  it('refuses a restock date that is not a day after today, changing nothing', async () => {
    await kit.actAs('admin');
    expectRefusal(
      await kit.api.editTool(tool._id, { backorderUntil: '2020-01-01' }),
      'invalid',
      RESTOCK_DATE_NOT_FUTURE,
    );
    expectRefusal(
      await kit.api.editTool(tool._id, { backorderUntil: 'next week' }),
      'invalid',
      RESTOCK_DATE_FORM,
    );
    expect(await kit.tool(tool._id)).not.toHaveProperty('backorderUntil');
  });

  it('turns backorders off again with null', async () => {
    await allowBackorders();
    unwrap(await kit.api.editTool(tool._id, { backorderUntil: null }), 'Turning them off');
    expect(await kit.tool(tool._id)).not.toHaveProperty('backorderUntil');
  });
}
