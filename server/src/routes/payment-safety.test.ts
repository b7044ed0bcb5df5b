// No card is charged for an order that is gone, and no paid order vanishes: removal cancels
// the order's open intents, a charge re-checks its order, and amounts must match exactly.
import { beforeEach, describe, expect, it } from 'vitest';
import { INTENT_CANCELLED } from '../gateways/local-payment.gateway';

import { sentenceOf } from '../../../src/application/refusals';
import { expireLapsedOrders } from '../../../src/application/orders/expire-lapsed-orders';
import { orderSteps } from '../testing/order-steps';
import type { Caller } from '../testing/test-app';
import { setupRouteTest } from '../testing/setup-route-test';

const t = setupRouteTest();
const AMOUNT_MISMATCH = sentenceOf({ code: 'amount-mismatch' });
const ORDER_GONE = sentenceOf({ code: 'order-gone' });
const ORDER_LAPSED = sentenceOf({ code: 'order-lapsed' });
const steps = orderSteps(t);
const { placeOrder, clientSecretFor, confirm, pay, intentStates } = steps;
let toolId: string;
let orderId: string;

beforeEach(async () => {
  toolId = await steps.addTool();
  orderId = await placeOrder(toolId);
});

const orderNow = () => t.deps.orders.findById(orderId);
const stock = async () => (await t.deps.tools.findById(toolId))?.availableQty;
const remove = (caller: Caller) =>
  t.call('DELETE', `/order/${orderId}`, { token: t.tokens[caller] });

describe('removing an unpaid order stops its payment', () => {
  it.each([
    ['deleted by its customer', 'customer'],
    ['cancelled by an admin', 'admin'],
  ] as const)('when %s, the open payment is cancelled and cannot be charged', async (_, who) => {
    const secret = await clientSecretFor(orderId);
    expect(await remove(who)).toMatchObject({ status: 200, body: { deletedCount: 1 } });
    expect(await intentStates(orderId)).toEqual({ canceled: 1 });
    expect(await confirm(secret)).toMatchObject({
      status: 409,
      body: { message: INTENT_CANCELLED },
    });
    expect(await intentStates(orderId)).toEqual({ canceled: 1 });
    expect(await stock()).toBe(20);
  });

  it('a payment page opened for a removed order charges nothing', async () => {
    // The page asked for its payment just before the delete, and the card form is sent after.
    const secret = await clientSecretFor(orderId);
    await t.deps.orders.removeUnpaid(orderId, { kind: 'deleted', actor: 'system' });
    const charged = await confirm(secret);
    expect(charged).toMatchObject({ status: 409, body: { message: ORDER_GONE } });
    expect(await intentStates(orderId)).toEqual({ canceled: 1 });
  });

  it('an order charged before its removal stays, paid', async () => {
    const paymentIntentId = await steps.chargeBehindTheStore(orderId);
    expect(await remove('customer')).toMatchObject({
      status: 409,
      body: { message: 'This order has been paid meanwhile, so it cannot be removed.' },
    });
    expect(await orderNow()).toMatchObject({ paid: true, transactionId: paymentIntentId });
  });
});

describe('unpaid orders lapse', () => {
  it('say when they lapse: 30 minutes after they are placed', async () => {
    const placedAt = t.clock.now().getTime();
    expect(await orderNow()).toMatchObject({
      expiresAt: new Date(placedAt + 30 * 60_000).toISOString(),
    });
    const listed = await t.call('GET', `/order/${orderId}`, { token: t.tokens.customer });
    expect(listed.body).toMatchObject({
      expiresAt: new Date(placedAt + 30 * 60_000).toISOString(),
    });
  });

  it('give their stock back and cancel their payment once lapsed, and nothing before', async () => {
    const secret = await clientSecretFor(orderId);
    expect(await stock()).toBe(17);
    t.clock.advance(29 * 60);
    const sweep = () => expireLapsedOrders({ ...t.deps, now: t.clock.now() });
    expect(await sweep()).toBe(0);
    expect(await orderNow()).toBeDefined();
    t.clock.advance(60);
    expect(await sweep()).toBe(1);
    expect(await orderNow()).toBeUndefined();
    expect(await stock()).toBe(20);
    expect(await confirm(secret)).toMatchObject({ status: 409 });
    expect(await intentStates(orderId)).toEqual({ canceled: 1 });
  });

  it('cannot be paid once lapsed, even before the sweep removes them', async () => {
    const secret = await clientSecretFor(orderId);
    t.clock.advance(30 * 60);
    expect(await confirm(secret)).toMatchObject({ status: 409, body: { message: ORDER_LAPSED } });
    expect(await intentStates(orderId)).toEqual({ canceled: 1 });
    expect(
      await t.call('POST', '/create-payment-intent', {
        token: t.tokens.customer,
        body: { orderId },
      }),
    ).toMatchObject({ status: 409, body: { message: ORDER_LAPSED } });
  });

  it('are kept, paid, when a charge made before they lapsed turns up at the sweep', async () => {
    const paymentIntentId = await steps.chargeBehindTheStore(orderId);
    t.clock.advance(31 * 60);
    expect(await expireLapsedOrders({ ...t.deps, now: t.clock.now() })).toBe(0);
    expect(await orderNow()).toMatchObject({ paid: true, transactionId: paymentIntentId });
    expect(await orderNow()).not.toHaveProperty('expiresAt');
  });
});

describe('the amount check', () => {
  /** A succeeded payment for this order in another amount or currency. */
  async function chargeOtherAmount(amountCents: number, currency: 'usd' = 'usd') {
    const { clientSecret } = await t.deps.payments.createIntent({ orderId, amountCents, currency });
    const id = steps.intentOf(clientSecret);
    await t.db.query(`UPDATE local_payment_intents SET status = 'succeeded' WHERE id = $1`, [id]);
    return id;
  }

  it.each([
    ['a cent less', 4499],
    ['a cent more', 4501],
    ['nothing', 0],
  ])('refuses a payment of %s than the order total', async (_, cents) => {
    const id = await chargeOtherAmount(cents);
    expect(await pay(orderId, id)).toMatchObject({
      status: 409,
      body: { message: AMOUNT_MISMATCH },
    });
    expect(await orderNow()).toMatchObject({ paid: false });
  });

  it('refuses a payment in another currency', async () => {
    const id = await chargeOtherAmount(4500);
    await t.db.query(`UPDATE local_payment_intents SET currency = 'eur' WHERE id = $1`, [id]);
    expect(await pay(orderId, id)).toMatchObject({
      status: 409,
      body: { message: AMOUNT_MISMATCH },
    });
    expect(await orderNow()).toMatchObject({ paid: false });
  });

  it('does not settle a removal with a payment of another amount, and gives it back', async () => {
    const id = await chargeOtherAmount(100);
    expect(await t.call('DELETE', `/order/${orderId}`, { token: t.tokens.customer })).toMatchObject(
      { status: 200 },
    );
    expect(await t.deps.payments.findPayment(id)).toMatchObject({ succeeded: false });
    expect(await intentStates(orderId)).toEqual({ refunded: 1 });
  });

  it('accepts exactly the total', async () => {
    const id = await chargeOtherAmount(4500);
    expect(await pay(orderId, id)).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
  });
});
