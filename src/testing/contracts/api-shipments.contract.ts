// Shipments: an admin ships a paid order in one or more shipments with a carrier and a
// tracking number; the order reads Partly shipped until every unit has left; its buyer sees
// each shipment with its Track link and gets an e-mail for each. Never more than was
// ordered, never an unpaid order, never by a customer. And the carriers admins keep.
import { beforeEach, describe, expect, it } from 'vitest';
import type { CarrierInput } from '../../domain/carrier';
import type { Order } from '../../domain/order';
import type { ShipmentInput } from '../../domain/shipment';
import type { Tool } from '../../domain/tool';
import { DEMO_CARRIERS } from '../../seed/demo-carriers';
import {
  ApiContractKit,
  expectRefusal,
  UNKNOWN_ID,
  untyped,
  unwrap,
  type ApiContractSubject,
} from './api-contract-kit';

const [DHL] = DEMO_CARRIERS;
const carrierId = DHL?._id ?? '';

const ship = (qty: number, over: Partial<ShipmentInput> = {}): ShipmentInput => ({
  carrierId,
  trackingNumber: 'JD0146 0000 1234',
  lines: [{ line: 0, qty }],
  ...over,
});

const carrier = (over: Partial<CarrierInput> = {}): CarrierInput => ({
  name: `Parcelway ${crypto.randomUUID().slice(0, 8)}`,
  trackingUrlTemplate: 'https://track.parcelway.example/p?id={tracking}',
  ...over,
});

export function describeApiShipmentsContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  let tool: Tool;
  let order: Order;
  beforeEach(async () => {
    kit = new ApiContractKit(await makeSubject());
    ({ tool, order } = await kit.paidOrder());
  });

  const statusOf = async (id: string) =>
    unwrap(await kit.api.getOrder(id), 'Reading the order').status;

  it('ships an order in two shipments: partly shipped, then shipped', async () => {
    const first = unwrap(
      await kit.api.recordShipment(order._id, ship(3, { trackingNumber: '  1Z999AA1 ' })),
      'Shipping three units',
    );
    expect(first).toMatchObject({
      orderId: order._id,
      orderNumber: order.number,
      carrierId,
      carrierName: 'DHL Express',
      trackingNumber: '1Z999AA1',
      trackingUrl:
        'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=1Z999AA1',
      lines: [{ line: 0, toolName: tool.name, qty: 3 }],
    });
    expect(first.shippedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await statusOf(order._id)).toBe('partly-shipped');
    const second = unwrap(
      await kit.api.recordShipment(order._id, ship(tool.minQty - 3, { shippedOn: '2026-01-05' })),
      'Shipping the rest',
    );
    expect(second.shippedOn).toBe('2026-01-05');
    expect(await statusOf(order._id)).toBe('shipped');
    await kit.actAs('customer');
    expect(unwrap(await kit.api.listShipments(order._id), 'Listing')).toEqual([first, second]);
  });

  it('never ships more than was ordered, and says how many may still ship', async () => {
    unwrap(await kit.api.recordShipment(order._id, ship(tool.minQty - 2)), 'Shipping most');
    expectRefusal(
      await kit.api.recordShipment(order._id, ship(3)),
      'invalid',
      `Only 2 more of ${tool.name} can ship: ${tool.minQty} were ordered and ${tool.minQty - 2} have shipped.`,
    );
    unwrap(await kit.api.recordShipment(order._id, ship(2)), 'Shipping the rest');
    expectRefusal(
      await kit.api.recordShipment(order._id, ship(1)),
      'invalid',
      'Every unit of this order has shipped already',
    );
    expect(unwrap(await kit.api.listShipments(order._id), 'Listing')).toHaveLength(2);
  });

  it('refuses an unpaid order, and the spec’s one-step Ship once shipments began', async () => {
    const unpaid = await kit.placeOrder('customer', tool._id, tool.minQty);
    await kit.actAs('admin');
    expectRefusal(
      await kit.api.recordShipment(unpaid._id, ship(1)),
      'invalid',
      'Only a paid order can be shipped',
    );
    unwrap(await kit.api.recordShipment(order._id, ship(1)), 'Shipping one');
    expectRefusal(await kit.api.shipOrder(order._id), 'invalid');
    expect(await statusOf(order._id)).toBe('partly-shipped');
  });

  it('mails the buyer once per shipment, with the tracking link', async () => {
    unwrap(await kit.api.recordShipment(order._id, ship(1)), 'Shipping one');
    unwrap(await kit.api.recordShipment(order._id, ship(tool.minQty - 1)), 'Shipping the rest');
    const customer = await kit.email('customer');
    const page = unwrap(
      await kit.api.listMail({ page: 1, pageSize: 20, q: customer }),
      'Listing the mailbox',
    );
    const subjects = page.items.map((mail) => mail.subject);
    expect(subjects.slice(0, 2)).toEqual([
      `Order #${order.number} shipped`,
      `Part of order #${order.number} shipped`,
    ]);
    expect(page.items[1]?.text).toContain('DHL Express tracking number: JD0146 0000 1234');
    expect(page.items[1]?.text).toContain('tracking-id=JD0146%200000%201234');
  });

  it('records each shipment on the timeline and in the audit log', async () => {
    unwrap(await kit.api.recordShipment(order._id, ship(1)), 'Shipping one');
    unwrap(await kit.api.recordShipment(order._id, ship(tool.minQty - 1)), 'Shipping the rest');
    const timeline = unwrap(await kit.api.getOrderTimeline(order._id), 'Reading the timeline');
    expect(timeline.map((entry) => entry.kind).slice(-2)).toEqual(['part-shipped', 'shipped']);
    const admin = await kit.email('admin');
    const audit = unwrap(
      await kit.api.listAuditLog({ page: 1, pageSize: 20, q: admin }),
      'Reading the audit log',
    );
    expect(audit.items.slice(0, 2)).toMatchObject([
      { action: 'shipment-recorded', subject: `#${order.number}`, subjectId: order._id },
      { action: 'shipment-recorded', subject: `#${order.number}`, subjectId: order._id },
    ]);
  });

  it('refuses odd input with a sentence, changing nothing', async () => {
    const refusals: [ShipmentInput, string][] = [
      [
        ship(1, { trackingNumber: '<b>1</b>' }),
        'A tracking number may hold only letters, digits, spaces and hyphens',
      ],
      [
        ship(1, { trackingNumber: 'x'.repeat(65) }),
        'Tracking number must be 64 characters or fewer',
      ],
      [ship(0), 'Quantity must be at least 1'],
      [ship(1, { lines: [{ line: 4, qty: 1 }] }), 'This order has no line 5'],
      [ship(1, { shippedOn: '2999-01-01' }), 'Shipped on cannot be later than today'],
      [untyped({ ...ship(1), paid: true }), '"paid" is not an accepted field'],
    ];
    for (const [input, sentence] of refusals)
      expectRefusal(await kit.api.recordShipment(order._id, input), 'invalid', sentence);
    expectRefusal(
      await kit.api.recordShipment(order._id, ship(1, { carrierId: UNKNOWN_ID })),
      'not-found',
    );
    expectRefusal(await kit.api.recordShipment(UNKNOWN_ID, ship(1)), 'not-found');
    expect(unwrap(await kit.api.listShipments(order._id), 'Listing')).toEqual([]);
    expect(await statusOf(order._id)).toBe('paid');
  });

  it('shows the warehouse the orders it may ship, without a price, and lets it ship them', async () => {
    const unpaid = await kit.placeOrder('customer', tool._id, tool.minQty);
    await kit.actAs('admin');
    unwrap(
      await kit.api.setUserRole(await kit.email('otherCustomer'), 'warehouse'),
      'Making a warehouse member',
    );
    await kit.actAs('otherCustomer');

    const listed = unwrap(await kit.api.listAllOrders(), 'Listing the orders');
    expect(listed.map(({ _id }) => _id)).toContain(order._id);
    expect(listed.map(({ _id }) => _id)).not.toContain(unpaid._id);
    for (const seen of listed) {
      expect(seen).toMatchObject({ toolPrice: 0, pricesWithheld: true });
      for (const line of seen.lines) expect(line).toMatchObject({ unitPrice: 0, total: 0 });
    }
    const page = unwrap(
      await kit.api.listAllOrdersPage({ page: 1, pageSize: 20, q: '' }),
      'Listing a page',
    );
    expect(page.items.every((seen) => seen.paid || seen.account !== undefined)).toBe(true);
    expect(page.items.every((seen) => seen.toolPrice === 0)).toBe(true);

    const one = unwrap(await kit.api.getOrder(order._id), 'Reading the paid order');
    expect(one).toMatchObject({ toolPrice: 0, pricesWithheld: true, paid: true });
    expectRefusal(await kit.api.getOrder(unpaid._id), 'not-found');

    unwrap(await kit.api.recordShipment(order._id, ship(order.toolQty)), 'Shipping it');
    await kit.actAs('admin');
    const read = unwrap(await kit.api.getOrder(order._id), 'The admin reads it');
    expect(read.toolPrice).toBe(order.toolPrice);
    expect(read.pricesWithheld).toBeUndefined();
  });

  it("pages the warehouse's orders in the store: full pages, and a total of those alone", async () => {
    await kit.placeOrder('customer', tool._id, tool.minQty);
    const paid = await kit.placeOrder('customer', tool._id, tool.minQty);
    await kit.payOrder('customer', paid._id);
    await kit.placeOrder('customer', tool._id, tool.minQty);
    await kit.actAs('admin');
    const warehouse = await kit.email('otherCustomer');
    unwrap(await kit.api.setUserRole(warehouse, 'warehouse'), 'Making a warehouse member');
    // Newest first, as a page lists them: what the warehouse may ship, and its own.
    const shippable = unwrap(await kit.api.listAllOrders(), 'The admin lists every order')
      .filter((one) => one.paid || one.account !== undefined || one.email === warehouse)
      .map(({ _id }) => _id)
      .reverse();
    expect(shippable.slice(0, 2)).toEqual([paid._id, order._id]);

    await kit.actAs('otherCustomer');
    const page = unwrap(
      await kit.api.listAllOrdersPage({ page: 1, pageSize: 2, q: '' }),
      'The warehouse lists a page',
    );
    expect(page.items.map(({ _id }) => _id)).toEqual(shippable.slice(0, 2));
    expect(page.total).toBe(shippable.length);
  });

  it('lets no customer ship, and shows shipments to their buyer only', async () => {
    unwrap(await kit.api.recordShipment(order._id, ship(1)), 'Shipping one');
    await kit.actAs('customer');
    expectRefusal(await kit.api.recordShipment(order._id, ship(1)), 'forbidden');
    expectRefusal(await kit.api.listCarriers(), 'forbidden');
    expect(unwrap(await kit.api.listShipments(order._id), 'Listing own')).toHaveLength(1);
    await kit.actAs('otherCustomer');
    expectRefusal(await kit.api.listShipments(order._id), 'not-found');
    await kit.actAs('anonymous');
    expect(await kit.api.listShipments(order._id)).toMatchObject({
      ok: false,
      error: { kind: 'unauthorized' },
    });
  });

  describe('Idempotency-Key', () => {
    let key: string;
    beforeEach(() => {
      // Fresh for each test: a store shared by the tests keeps every key it was sent.
      key = `shipment-${crypto.randomUUID()}`;
    });
    const mailsTo = async (email: string) =>
      unwrap(await kit.api.listMail({ page: 1, pageSize: 20, q: email }), 'Mailbox').items.filter(
        (mail) => mail.subject.includes(`#${order.number} shipped`),
      );

    it('answers a retry with the shipment its key recorded, recording and mailing once', async () => {
      const first = unwrap(await kit.api.recordShipment(order._id, ship(2), key), 'First');
      const retry = unwrap(await kit.api.recordShipment(order._id, ship(2), key), 'Retry');
      expect(retry).toEqual(first);
      expect(unwrap(await kit.api.listShipments(order._id), 'Listing')).toEqual([first]);
      expect(await mailsTo(await kit.email('customer'))).toHaveLength(1);
      // Without a key, the same request is another shipment.
      unwrap(await kit.api.recordShipment(order._id, ship(2)), 'Without a key');
      expect(unwrap(await kit.api.listShipments(order._id), 'Listing')).toHaveLength(2);
    });

    it('records one shipment for two requests with one key at once', async () => {
      const [a, b] = await Promise.all([
        kit.api.recordShipment(order._id, ship(3), key),
        kit.api.recordShipment(order._id, ship(3), key),
      ]);
      expect(unwrap(a, 'a')).toEqual(unwrap(b, 'b'));
      expect(unwrap(await kit.api.listShipments(order._id), 'Listing')).toHaveLength(1);
      expect(await statusOf(order._id)).toBe('partly-shipped');
    });

    it('answers the retry even when its shipment took the last units', async () => {
      const all = unwrap(await kit.api.recordShipment(order._id, ship(tool.minQty), key), 'All');
      expect(await statusOf(order._id)).toBe('shipped');
      expect(
        unwrap(await kit.api.recordShipment(order._id, ship(tool.minQty), key), 'Retry'),
      ).toEqual(all);
    });

    it('refuses the key sent again with another shipment, and changes nothing', async () => {
      const first = unwrap(await kit.api.recordShipment(order._id, ship(1), key), 'First');
      expectRefusal(
        await kit.api.recordShipment(order._id, ship(2), key),
        'invalid',
        'This Idempotency-Key was already used for another shipment of this order. Send a new key for a new shipment.',
      );
      expect(unwrap(await kit.api.listShipments(order._id), 'Listing')).toEqual([first]);
    });

    it('keeps each order’s keys its own', async () => {
      const other = (await kit.paidOrder()).order;
      const mine = unwrap(await kit.api.recordShipment(order._id, ship(1), key), 'This order');
      const theirs = unwrap(await kit.api.recordShipment(other._id, ship(1), key), 'Another');
      expect(theirs._id).not.toBe(mine._id);
      expect(await statusOf(other._id)).toBe('partly-shipped');
    });
  });

  it('deletes a carrier no shipment went with, and refuses one that has shipments', async () => {
    const unused = unwrap(await kit.api.addCarrier(carrier()), 'Adding an unused one');
    const used = unwrap(await kit.api.addCarrier(carrier()), 'Adding a used one');
    unwrap(await kit.api.recordShipment(order._id, ship(1, { carrierId: used._id })), 'Shipping');
    expect(unwrap(await kit.api.deleteCarrier(unused._id), 'Deleting')).toEqual({
      modifiedCount: 1,
    });
    expectRefusal(
      await kit.api.deleteCarrier(used._id),
      'invalid',
      'Shipments went with this carrier, so it cannot be deleted: their tracking links need it. Rename it instead.',
    );
    expectRefusal(await kit.api.deleteCarrier(unused._id), 'not-found');
    const ids = unwrap(await kit.api.listCarriers(), 'Listing').map((one) => one._id);
    expect(ids).toContain(used._id);
    expect(ids).not.toContain(unused._id);
    expect(unwrap(await kit.api.listShipments(order._id), 'Listing')[0]?.trackingUrl).toMatch(
      /^https:/,
    );
    const audit = unwrap(
      await kit.api.listAuditLog({ page: 1, pageSize: 20, q: await kit.email('admin') }),
      'Reading the audit log',
    );
    expect(audit.items[0]).toMatchObject({ action: 'carrier-deleted', subjectId: unused._id });
    await kit.actAs('customer');
    expectRefusal(await kit.api.deleteCarrier(used._id), 'forbidden');
  });

  it('keeps carriers with unique names and https templates, in the audit log', async () => {
    const added = unwrap(await kit.api.addCarrier(carrier({ name: 'Zed Freight' })), 'Adding');
    expect(added).toMatchObject({ name: 'Zed Freight' });
    const names = unwrap(await kit.api.listCarriers(), 'Listing').map((one) => one.name);
    expect(names).toEqual(expect.arrayContaining(['DHL Express', 'UPS', 'Zed Freight']));
    expectRefusal(
      await kit.api.addCarrier(carrier({ name: ' zed freight ' })),
      'invalid',
      'There is already a carrier with that name.',
    );
    expectRefusal(
      await kit.api.addCarrier(carrier({ trackingUrlTemplate: 'http://t.example/{tracking}' })),
      'invalid',
      'The tracking address must start with https://',
    );
    const edited = unwrap(
      await kit.api.editCarrier(added._id, carrier({ name: 'Zed Freight Co' })),
      'Editing',
    );
    expect(edited).toMatchObject({ _id: added._id, name: 'Zed Freight Co' });
    expectRefusal(await kit.api.editCarrier(added._id, carrier({ name: 'UPS' })), 'invalid');
    expectRefusal(await kit.api.editCarrier(UNKNOWN_ID, carrier()), 'not-found');
    const shipped = unwrap(
      await kit.api.recordShipment(
        order._id,
        ship(1, { carrierId: added._id, trackingNumber: 'ZF-1' }),
      ),
      'Shipping with it',
    );
    expect(shipped.trackingUrl).toBe('https://track.parcelway.example/p?id=ZF-1');
    const admin = await kit.email('admin');
    const audit = unwrap(
      await kit.api.listAuditLog({ page: 1, pageSize: 20, q: admin }),
      'Reading the audit log',
    );
    expect(audit.items.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['carrier-added', 'carrier-edited']),
    );
  });
}
