import { beforeEach, describe, expect, it } from 'vitest';
import {
  aTool,
  adminOnly,
  anOrderFor,
  orderOwnerOrAdmin,
  ownerOrAdmin,
  people,
  publicUrl,
  type Caller,
} from '../testing/test-app';
import { setupRouteTest } from '../testing/setup-route-test';

const t = setupRouteTest({ toolCacheTtlMs: 60_000 });
let toolId: string;

beforeEach(async () => {
  toolId = await t.deps.tools.add(aTool);
});

const stock = async () => (await t.deps.tools.findById(toolId))?.availableQty;

async function placeOrder(caller: Caller = 'customer', qty = 2): Promise<string> {
  const result = await t.call('POST', '/order', {
    token: t.tokens[caller],
    body: anOrderFor(toolId, qty),
  });
  expect(result.status).toBe(201);
  return (result.body as { insertedId: string }).insertedId;
}

async function payDirectly(orderId: string) {
  await t.deps.orders.markPaid(orderId, `pi_test_${orderId.slice(0, 8)}`, 'system');
}

describe('POST /order', () => {
  it('takes price, name and image from the tool and the e-mail from the token', async () => {
    const forged = {
      ...anOrderFor(toolId, 3),
      toolPrice: 1,
      toolName: 'Gold bar',
      toolImg: 'https://evil.example.com/x.png',
      email: people.other,
    };
    const result = await t.call('POST', '/order', { token: t.tokens.customer, body: forged });
    expect(result).toMatchObject({ status: 201, body: { insertedId: expect.any(String) } });
    const order = await t.deps.orders.findById((result.body as { insertedId: string }).insertedId);
    expect(order).toMatchObject({
      toolName: 'Test Roller',
      toolPrice: 45,
      toolQty: 3,
      toolImg: '/images/paint-roller.svg',
      email: people.customer,
      paid: false,
      status: 'unpaid',
    });
    expect(await stock()).toBe(17);
  });

  it('shows the reduced stock at once, despite the tool cache', async () => {
    await t.call('GET', `/tool/${toolId}`);
    await placeOrder('customer', 5);
    expect((await t.call('GET', `/tool/${toolId}`)).body).toMatchObject({ availableQty: 15 });
  });

  it.each([
    [1, 'you need to order atleast 2 Test Roller'],
    [21, "you can't order more than 20 Test Roller"],
    ['2.5', 'Quantity must be a whole number'],
    [-3, 'Quantity must be at least 1'],
  ])('refuses a quantity of %s: "%s"', async (toolQty, message) => {
    const body = { ...anOrderFor(toolId), toolQty };
    const result = await t.call('POST', '/order', { token: t.tokens.customer, body });
    expect(result).toMatchObject({ status: 400, body: { message } });
    expect(await stock()).toBe(20);
  });

  it.each([
    ['a forged paid flag', { paid: true }, '"paid" is not an accepted field'],
    ['a forged status', { status: 'shipped' }, '"status" is not an accepted field'],
    [
      'a forged transaction id',
      { transactionId: 'pi_x' },
      '"transactionId" is not an accepted field',
    ],
    ['a malformed tool id', { toolId: 'abc' }, 'That id is not valid'],
    ['no address', { address: undefined }, 'Address is Required'],
    ['a quantity that is an object', { toolQty: { $gt: 0 } }, 'Quantity must be a number'],
  ])('refuses %s and changes nothing', async (_, change, message) => {
    const body = { ...anOrderFor(toolId), ...change };
    const result = await t.call('POST', '/order', { token: t.tokens.customer, body });
    expect(result).toMatchObject({ status: 400, body: { message } });
    expect(await t.deps.orders.listAll()).toEqual([]);
    expect(await stock()).toBe(20);
  });

  it('needs a signed-in user and a known tool', async () => {
    expect((await t.call('POST', '/order', { body: anOrderFor(toolId) })).status).toBe(401);
    const unknown = anOrderFor('00000000-0000-4000-8000-000000000000');
    const result = await t.call('POST', '/order', { token: t.tokens.customer, body: unknown });
    expect(result.status).toBe(404);
  });

  it('sells exactly the 20 units in stock to 50 concurrent orders', async () => {
    const single = await t.deps.tools.add({
      ...aTool,
      name: 'Scarce',
      minQty: 1,
      availableQty: 20,
    });
    // Fifty customers: one customer may hold only a few unpaid orders at once.
    const tokens = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.signIn(`buyer-${i}@paintco.test`)),
    );
    const results = await Promise.all(
      tokens.map((token) => t.call('POST', '/order', { token, body: anOrderFor(single, 1) })),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.every((status) => status === 201 || status === 400 || status === 409)).toBe(
      true,
    );
    expect((await t.deps.tools.findById(single))?.availableQty).toBe(0);
    const sold = (await t.deps.orders.listAll()).filter((order) => order.toolId === single);
    expect(sold.reduce((sum, order) => sum + order.toolQty, 0)).toBe(20);
  });
});

describe('GET /order?email= and GET /orders', () => {
  it.each(ownerOrAdmin)("%s listing the customer's orders gets %i", async (caller, status) => {
    await placeOrder();
    await placeOrder('other');
    const result = await t.call('GET', `/order?email=${people.customer}`, {
      token: t.tokens[caller],
    });
    expect(result.status).toBe(status);
    if (status === 200) {
      expect(result.body).toHaveLength(1);
      expect(result.body).toMatchObject([{ toolImg: `${publicUrl}/images/paint-roller.svg` }]);
    }
  });

  it.each(adminOnly(200))('%s listing all orders gets %i', async (caller, status) => {
    await placeOrder();
    await placeOrder('other');
    const result = await t.call('GET', '/orders', { token: t.tokens[caller] });
    expect(result.status).toBe(status);
    if (status === 200) expect(result.body).toHaveLength(2);
  });
});

describe('GET /order/{id}', () => {
  it.each(orderOwnerOrAdmin)("%s reading the customer's order gets %i", async (caller, status) => {
    const id = await placeOrder();
    const result = await t.call('GET', `/order/${id}`, { token: t.tokens[caller] });
    expect(result.status).toBe(status);
    if (status === 200) expect(result.body).toMatchObject({ _id: id, toolPrice: 30 });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('GET', `/order/${unknown}`, { token: t.tokens.admin })).status).toBe(404);
    expect((await t.call('GET', '/order/%27%20OR%201=1', { token: t.tokens.admin })).status).toBe(
      400,
    );
  });
});

describe('DELETE /order/{id}', () => {
  it.each(orderOwnerOrAdmin)('%s removing an unpaid order gets %i', async (caller, status) => {
    const id = await placeOrder('customer', 4);
    const result = await t.call('DELETE', `/order/${id}`, { token: t.tokens[caller] });
    expect(result.status).toBe(status);
    if (status === 200) {
      expect(result.body).toEqual({ deletedCount: 1 });
      expect(await stock()).toBe(20);
    } else {
      expect(await stock()).toBe(16);
    }
  });

  it('refuses to delete or cancel a paid order', async () => {
    const id = await placeOrder();
    await payDirectly(id);
    expect(await t.call('DELETE', `/order/${id}`, { token: t.tokens.customer })).toMatchObject({
      status: 409,
      body: { message: 'A paid order cannot be deleted' },
    });
    expect(await t.call('DELETE', `/order/${id}`, { token: t.tokens.admin })).toMatchObject({
      status: 409,
      body: { message: 'A paid order cannot be cancelled' },
    });
    expect(await stock()).toBe(18);
  });
});

describe('PUT /order/{id}: ship', () => {
  it.each(adminOnly(200))('%s shipping a paid order gets %i', async (caller, status) => {
    const id = await placeOrder();
    await payDirectly(id);
    const result = await t.call('PUT', `/order/${id}`, { token: t.tokens[caller] });
    expect(result.status).toBe(status);
    const order = await t.deps.orders.findById(id);
    expect(order?.status).toBe(status === 200 ? 'shipped' : 'paid');
  });

  it('ships only paid orders, and only once', async () => {
    const id = await placeOrder();
    expect(await t.call('PUT', `/order/${id}`, { token: t.tokens.admin })).toMatchObject({
      status: 409,
      body: { message: 'Only a paid order can be shipped' },
    });
    await payDirectly(id);
    expect((await t.call('PUT', `/order/${id}`, { token: t.tokens.admin })).body).toEqual({
      modifiedCount: 1,
    });
    expect(await t.call('PUT', `/order/${id}`, { token: t.tokens.admin })).toMatchObject({
      status: 409,
      body: { message: 'This order has already been shipped' },
    });
  });
});
