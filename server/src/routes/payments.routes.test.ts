import { beforeEach, describe, expect, it } from 'vitest';
import { NOT_A_TEST_CARD } from '../../../src/domain/card';
import { orderSteps } from '../testing/order-steps';
import { aTool } from '../testing/test-app';
import { setupRouteTest } from '../testing/setup-route-test';

const t = setupRouteTest();
const { placeOrder, clientSecretFor, confirm, pay, chargeBehindTheStore } = orderSteps(t);
let orderId: string;

beforeEach(async () => {
  const toolId = await t.deps.tools.add(aTool);
  orderId = await placeOrder(toolId);
});

const orderNow = () => t.deps.orders.findById(orderId);

describe('the whole payment', () => {
  it('creates an intent for the order total, confirms a test card, marks the order paid', async () => {
    const clientSecret = await clientSecretFor(orderId);
    expect(clientSecret).toMatch(/^pi_local_\w+_secret_\w+$/);
    const confirmed = await confirm(clientSecret);
    expect(confirmed).toMatchObject({ status: 200, body: { status: 'succeeded' } });
    const { paymentIntentId } = confirmed.body as { paymentIntentId: string };
    expect(await t.deps.payments.findPayment(paymentIntentId)).toMatchObject({
      amountCents: 4500,
      orderId,
      succeeded: true,
    });
    // Recorded with the charge itself, whatever becomes of the browser after it.
    expect(await orderNow()).toMatchObject({
      paid: true,
      status: 'paid',
      transactionId: paymentIntentId,
    });
    expect(await orderNow()).not.toHaveProperty('expiresAt');
    // The page then records it too, and may do so twice (a retry): both are no-ops.
    expect(await pay(orderId, paymentIntentId)).toMatchObject({
      status: 200,
      body: { modifiedCount: 0 },
    });
    expect(await pay(orderId, paymentIntentId)).toMatchObject({
      status: 200,
      body: { modifiedCount: 0 },
    });
  });

  it('reuses the open intent when the payment page is reloaded', async () => {
    expect(await clientSecretFor(orderId)).toBe(await clientSecretFor(orderId));
  });
});

describe('a card charged but never recorded (the gateway knows, the store does not)', () => {
  const chargeWithoutRecording = () => chargeBehindTheStore(orderId);

  it('is recorded when the browser records it, with modifiedCount 1', async () => {
    const paymentIntentId = await chargeWithoutRecording();
    expect(await pay(orderId, paymentIntentId)).toMatchObject({
      status: 200,
      body: { modifiedCount: 1 },
    });
    expect(await orderNow()).toMatchObject({ paid: true, transactionId: paymentIntentId });
  });

  it('is not charged again: asking to pay records the first payment instead', async () => {
    const paymentIntentId = await chargeWithoutRecording();
    expect(await orderNow()).toMatchObject({ paid: false });
    expect(
      await t.call('POST', '/create-payment-intent', {
        token: t.tokens.customer,
        body: { orderId },
      }),
    ).toMatchObject({ status: 409, body: { message: 'This order is already paid' } });
    expect(await orderNow()).toMatchObject({ paid: true, transactionId: paymentIntentId });
  });

  it.each([
    ['deleted by its customer', 'customer'],
    ['cancelled by an admin', 'admin'],
  ] as const)('cannot be %s', async (_, caller) => {
    const paymentIntentId = await chargeWithoutRecording();
    const removed = await t.call('DELETE', `/order/${orderId}`, { token: t.tokens[caller] });
    expect(removed).toMatchObject({
      status: 409,
      body: { message: 'This order has been paid meanwhile, so it cannot be removed.' },
    });
    expect(await orderNow()).toMatchObject({ paid: true, transactionId: paymentIntentId });
  });
});

describe('POST /create-payment-intent', () => {
  it.each([
    ['anonymous', 401],
    ['customer', 200],
    ['other', 404],
    ['admin', 403],
  ] as const)("%s asking to pay the customer's order gets %i", async (caller, status) => {
    const result = await t.call('POST', '/create-payment-intent', {
      token: t.tokens[caller],
      body: { orderId },
    });
    expect(result.status).toBe(status);
  });

  it('ignores a toolPrice from the browser: the amount comes from the order', async () => {
    const result = await t.call('POST', '/create-payment-intent', {
      token: t.tokens.customer,
      body: { orderId, toolPrice: 1 },
    });
    const { clientSecret } = result.body as { clientSecret: string };
    const intentId = clientSecret.split('_secret_')[0] ?? '';
    expect((await t.deps.payments.findPayment(intentId))?.amountCents).toBe(4500);
  });

  it('refuses a paid order, an unknown order and a malformed id', async () => {
    await t.deps.orders.markPaid(orderId, 'pi_elsewhere', 'system');
    const paid = await t.call('POST', '/create-payment-intent', {
      token: t.tokens.customer,
      body: { orderId },
    });
    expect(paid).toMatchObject({ status: 409, body: { message: 'This order is already paid' } });
    const unknown = { orderId: '00000000-0000-4000-8000-000000000000' };
    expect(
      (await t.call('POST', '/create-payment-intent', { token: t.tokens.customer, body: unknown }))
        .status,
    ).toBe(404);
    const malformed = { orderId: 42 };
    expect(
      (
        await t.call('POST', '/create-payment-intent', {
          token: t.tokens.customer,
          body: malformed,
        })
      ).status,
    ).toBe(400);
  });
});

describe('POST /payments/local/confirm', () => {
  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['5555 5555 5555 4444', NOT_A_TEST_CARD],
  ])('declines %s with 402: %s', async (number, message) => {
    const result = await confirm(await clientSecretFor(orderId), number);
    expect(result).toMatchObject({ status: 402, body: { message } });
  });

  it('declines an expired card, an unknown client secret and a malformed body', async () => {
    const secret = await clientSecretFor(orderId);
    expect(await confirm(secret, '4242424242424242', 2025)).toMatchObject({
      status: 402,
      body: { message: 'Your card has expired.' },
    });
    expect((await confirm('pi_local_nope_secret_nope')).status).toBe(404);
    const bad = await t.call('POST', '/payments/local/confirm', { body: { clientSecret: secret } });
    expect(bad.status).toBe(400);
  });
});

describe('PATCH /order/{id}: marking paid', () => {
  it('refuses a made-up transaction id', async () => {
    expect(await pay(orderId, 'pi_made_up')).toMatchObject({
      status: 409,
      body: { message: 'No payment with that transaction id was found.' },
    });
    expect(await orderNow()).toMatchObject({ paid: false, status: 'unpaid' });
  });

  it('refuses a payment that has not gone through', async () => {
    const intentId = (await clientSecretFor(orderId)).split('_secret_')[0] ?? '';
    await confirm(`${intentId}_secret_wrong`);
    expect(await pay(orderId, intentId)).toMatchObject({
      status: 409,
      body: { message: 'That payment has not gone through.' },
    });
    expect((await orderNow())?.paid).toBe(false);
  });

  it('refuses a payment made for another order', async () => {
    const cheap = await t.deps.tools.add({ ...aTool, name: 'Cheap', price: 1 });
    const cheapOrder = await placeOrder(cheap);
    const paymentIntentId = await chargeBehindTheStore(cheapOrder);
    expect(await pay(orderId, paymentIntentId)).toMatchObject({
      status: 409,
      body: { message: 'That payment was made for another order.' },
    });
    expect((await orderNow())?.paid).toBe(false);
  });

  it('refuses a forged paid flag and a second, different payment', async () => {
    const forged = await t.call('PATCH', `/order/${orderId}`, {
      token: t.tokens.customer,
      body: { paid: true, transactionId: 'pi_x' },
    });
    expect(forged).toMatchObject({
      status: 400,
      body: { message: '"paid" is not an accepted field' },
    });
    expect((await orderNow())?.paid).toBe(false);
    const confirmed = await confirm(await clientSecretFor(orderId));
    const { paymentIntentId } = confirmed.body as { paymentIntentId: string };
    await pay(orderId, paymentIntentId);
    expect(await pay(orderId, 'pi_another')).toMatchObject({
      status: 409,
      body: { message: 'This order is already paid' },
    });
  });

  it.each([
    ['anonymous', 401],
    ['other', 404],
  ] as const)('%s gets %i', async (caller, status) => {
    const paymentIntentId = await chargeBehindTheStore(orderId);
    expect((await pay(orderId, paymentIntentId, caller)).status).toBe(status);
    expect((await orderNow())?.paid).toBe(false);
  });
});
