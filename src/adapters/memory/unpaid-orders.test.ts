// The API fake and the payment fake treat unpaid orders as the API server does: a deadline
// 30 minutes after placement by the world's clock, gone with its stock back once it passes,
// at most five held at once (worth $10,000 and 2,000 units together), and paid the moment
// the card is charged.
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlaceOrderInput } from '../../domain/order';
import { TEST_CARD, BILLING } from '../../testing/contracts/api-contract-kit';
import { MAX_UNPAID_ORDERS } from '../../application/orders/place-order';
import { sentenceOf } from '../../application/refusals';
import { DEMO_ACCOUNTS, DEMO_TOOL_IDS } from './demo-data';
import { createMemoryWorld, type MemoryWorld } from './memory-world';

const PAYMENT_CANCELLED = sentenceOf({ code: 'payment-cancelled' });
const TOO_MANY_UNPAID_ORDERS = sentenceOf({ code: 'unpaid-order-limit', limit: MAX_UNPAID_ORDERS });
const START = Date.parse('2026-06-15T12:00:00.000Z');
const MINUTE = 60_000;

let clock: number;
let world: MemoryWorld;

const pole: PlaceOrderInput = {
  toolId: DEMO_TOOL_IDS.extensionPole,
  toolQty: 20,
  name: 'Casey Customer',
  address: '18 Brush Lane, Columbus, OH 43004',
  phone: '+1 614 555 0142',
};

const stock = () => world.state.tools.get(DEMO_TOOL_IDS.extensionPole)?.availableQty;

async function place(): Promise<string> {
  const placed = await world.api.placeOrder(pole);
  if (!placed.ok) throw new Error(placed.error.message);
  return placed.value.insertedId;
}

async function secretOf(orderId: string): Promise<string> {
  const secret = await world.payment.getClientSecret(orderId);
  if (!secret.ok) throw new Error(secret.error.message);
  return secret.value.clientSecret;
}

const charge = (clientSecret: string) =>
  world.payment.confirmCardPayment({ clientSecret, card: TEST_CARD, billingDetails: BILLING });

beforeEach(async () => {
  clock = START;
  world = createMemoryWorld({}, { now: () => new Date(clock) });
  await world.signInAs('customer');
});

describe('the deadline of an unpaid order', () => {
  it('is 30 minutes after placement, and goes once the order is paid', async () => {
    clock += 5 * MINUTE;
    const orderId = await place();
    expect(await world.api.getOrder(orderId)).toMatchObject({
      ok: true,
      value: { status: 'unpaid', expiresAt: '2026-06-15T12:35:00.000Z' },
    });

    expect(await charge(await secretOf(orderId))).toMatchObject({ ok: true });
    const paid = await world.api.getOrder(orderId);
    expect(paid).toMatchObject({ ok: true, value: { paid: true, status: 'paid' } });
    expect(paid.ok && 'expiresAt' in paid.value).toBe(false);
  });

  it('once passed, takes the order away and gives its stock back', async () => {
    const before = stock();
    const orderId = await place();
    expect(stock()).toBe((before ?? 0) - 20);

    clock += 30 * MINUTE;
    expect(await world.api.getOrder(orderId)).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
    const mine = await world.api.listMyOrders(DEMO_ACCOUNTS.customer.email);
    expect(mine.ok && mine.value.map((order) => order._id)).not.toContain(orderId);
    expect(stock()).toBe(before);
  });
});

describe('card payments', () => {
  it('mark the order paid when the card is charged; recording it again changes nothing', async () => {
    const orderId = await place();
    const charged = await charge(await secretOf(orderId));
    if (!charged.ok) throw new Error(JSON.stringify(charged.error));
    expect(world.state.orders.get(orderId)).toMatchObject({
      paid: true,
      status: 'paid',
      transactionId: charged.value.transactionId,
    });
    expect(await world.api.payOrder(orderId, charged.value.transactionId)).toEqual({
      ok: true,
      value: { modifiedCount: 0 },
    });
  });

  it('are refused, charging nothing, for an order that expired or was deleted', async () => {
    const expiring = await place();
    const expiringSecret = await secretOf(expiring);
    const deleted = await place();
    const deletedSecret = await secretOf(deleted);
    expect((await world.api.deleteOrder(deleted)).ok).toBe(true);
    clock += 31 * MINUTE;

    for (const clientSecret of [expiringSecret, deletedSecret]) {
      expect(await charge(clientSecret)).toEqual({
        ok: false,
        // As the API's local gateway answers: removal cancelled the payment first.
        error: { kind: 'card', message: PAYMENT_CANCELLED },
      });
    }
    const charged = [...world.state.payments.values()].filter((p) => p.status === 'succeeded');
    expect(charged.map((p) => p.orderId)).not.toContain(expiring);
    expect(charged.map((p) => p.orderId)).not.toContain(deleted);
  });
});

describe('the limit on unpaid orders', () => {
  it(`refuses a customer's order beyond ${MAX_UNPAID_ORDERS} unpaid ones with a 409`, async () => {
    world.state.orders.clear();
    for (let n = 0; n < MAX_UNPAID_ORDERS; n += 1) await place();
    expect(await world.api.placeOrder(pole)).toEqual({
      ok: false,
      error: {
        kind: 'invalid',
        status: 409,
        code: 'unpaid-order-limit',
        message: TOO_MANY_UNPAID_ORDERS,
      },
    });
  });

  it('counts unpaid orders only: a paid one makes room', async () => {
    world.state.orders.clear();
    const first = await place();
    for (let n = 1; n < MAX_UNPAID_ORDERS; n += 1) await place();
    expect((await charge(await secretOf(first))).ok).toBe(true);
    expect((await world.api.placeOrder(pole)).ok).toBe(true);
  });
});

describe('what one customer may hold unpaid', () => {
  const contact = { name: pole.name, address: pole.address, phone: pole.phone };
  const refusal = (message: string, code: string) => ({
    ok: false,
    error: { kind: 'invalid', status: 409, code, message },
  });

  beforeEach(() => world.state.orders.clear());

  it('refuses a checkout of the whole catalogue, saying why, and takes no stock', async () => {
    const before = [...world.state.tools.values()].map((tool) => tool.availableQty);
    const everything = [...world.state.tools.values()].map((tool) => ({
      toolId: tool._id,
      qty: tool.availableQty,
    }));
    expect(await world.api.checkOut({ lines: everything, ...contact })).toEqual(
      refusal(
        'This order comes to $40,800.00, more than the $10,000.00 one customer may hold in unpaid orders. Please order less: once an order is paid, you can order more.',
        'unpaid-value-limit',
      ),
    );
    expect([...world.state.tools.values()].map((tool) => tool.availableQty)).toEqual(before);
  });

  it('counts the units, and what the customer already holds', async () => {
    const tape = { toolId: DEMO_TOOL_IDS.paintersTape, qty: 1200 };
    const knives = { toolId: DEMO_TOOL_IDS.puttyKnife, qty: 1000 };
    expect(await world.api.checkOut({ lines: [tape, knives], ...contact })).toEqual(
      refusal(
        'This order holds 2,200 units, more than the 2,000 units one customer may hold in unpaid orders. Please order less: once an order is paid, you can order more.',
        'unpaid-units-limit',
      ),
    );
    expect((await world.api.placeOrder({ ...pole, toolQty: 150 })).ok).toBe(true);
    expect(
      await world.api.placeOrder({ ...pole, toolId: DEMO_TOOL_IDS.sprayGun, toolQty: 80 }),
    ).toEqual(
      refusal(
        'You already hold $4,200.00 in unpaid orders; with this one it would be $11,800.00, more than the $10,000.00 one customer may hold in unpaid orders. Please pay or delete an unpaid order, or order less.',
        'unpaid-value-limit',
      ),
    );
  });
});

describe('a refusal on demand', () => {
  it('refuses the next call with the error it is given, then answers again', async () => {
    const tooMany = { kind: 'rate-limited', status: 429, message: 'Slow down.' } as const;
    world.api.refuseNext(tooMany);
    expect(await world.api.placeOrder(pole)).toEqual({ ok: false, error: tooMany });
    expect((await world.api.placeOrder(pole)).ok).toBe(true);
  });
});
