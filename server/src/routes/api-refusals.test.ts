// What a caller reads when the API says no: the status and the sentence of each refusal a
// request can provoke, through the whole app. The status alone would let a refusal say
// the wrong thing (or nothing) unseen.
import { beforeEach, describe, expect, it } from 'vitest';
import { PaymentGatewayUnavailableError } from '../../../src/application/ports/payment-gateway.port';
import { aTool, anOrderFor, buildTestApp, people } from '../testing/test-app';
import { setupRouteTest } from '../testing/setup-route-test';

const t = setupRouteTest();
let toolId: string;

beforeEach(async () => {
  toolId = await t.deps.tools.add(aTool);
});

async function placeOrder(qty = 2): Promise<string> {
  const result = await t.call('POST', '/order', {
    token: t.tokens.customer,
    body: anOrderFor(toolId, qty),
  });
  expect(result.status).toBe(201);
  return (result.body as { insertedId: string }).insertedId;
}

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('who is calling', () => {
  it('asks an anonymous caller to sign in', async () => {
    expect(await t.call('GET', `/order?email=${people.customer}`)).toMatchObject({
      status: 401,
      body: { message: 'Please sign in to continue.' },
    });
  });

  it('calls a token it did not issue an invalid session', async () => {
    const result = await t.call('GET', `/order?email=${people.customer}`, { token: 'not.a.token' });
    expect(result).toMatchObject({
      status: 401,
      body: { message: 'Your session has expired or is not valid. Please sign in again.' },
    });
  });

  it.each([
    ['lower case', (token: string) => `bearer ${token}`],
    ['two spaces', (token: string) => `Bearer  ${token}`],
    ['a trailing space', (token: string) => `Bearer ${token} `],
  ])('reads a bearer header with %s', async (_, header) => {
    const result = await t.call('GET', `/order?email=${people.customer}`, {
      headers: { Authorization: header(t.tokens.customer ?? '') },
    });
    expect(result.status).toBe(200);
  });

  it.each([
    ['text before it', (token: string) => `xBearer ${token}`],
    ['a second word after the token', (token: string) => `Bearer ${token} extra`],
    ['no space after Bearer', (token: string) => `Bearer${token}`],
    ['another scheme', (token: string) => `Basic ${token}`],
  ])('treats a bearer header with %s as no sign-in', async (_, header) => {
    const result = await t.call('GET', `/order?email=${people.customer}`, {
      headers: { Authorization: header(t.tokens.customer ?? '') },
    });
    expect(result).toMatchObject({ status: 401, body: { message: 'Please sign in to continue.' } });
  });
});

describe('who may do what', () => {
  it('keeps admin-only lists from a customer', async () => {
    expect(await t.call('GET', '/orders', { token: t.tokens.customer })).toMatchObject({
      status: 403,
      body: { message: 'Only an admin can do this.' },
    });
  });

  it("keeps a customer's orders from another customer's list", async () => {
    expect(
      await t.call('GET', `/order?email=${people.customer}`, { token: t.tokens.other }),
    ).toMatchObject({ status: 403, body: { message: 'You can only access your own orders.' } });
  });

  // Whether someone else's order exists is not theirs to learn: each call answers it
  // exactly as it answers an id that names no order.
  it.each<[string, (id: string) => [method: string, path: string, body?: unknown]]>([
    ['GET /order/{id}', (id: string) => ['GET', `/order/${id}`]],
    ['PATCH /order/{id}', (id: string) => ['PATCH', `/order/${id}`, { transactionId: 'pi_x' }]],
    ['DELETE /order/{id}', (id: string) => ['DELETE', `/order/${id}`]],
    ['GET /order/{id}/timeline', (id: string) => ['GET', `/order/${id}/timeline`]],
    ['GET /order/{id}/invoice.pdf', (id: string) => ['GET', `/order/${id}/invoice.pdf`]],
    ['POST /order/{id}/reorder', (id: string) => ['POST', `/order/${id}/reorder`]],
    [
      'POST /create-payment-intent',
      (id: string) => ['POST', '/create-payment-intent', { orderId: id }],
    ],
  ])("answers %s for another customer's order as for no order", async (_, request) => {
    const orderId = await placeOrder();
    await t.deps.orders.markPaid(orderId, 'pi_paid_for_the_invoice', 'system');
    const ask = async (id: string) => {
      const [method, path, body] = request(id);
      const { status, body: answer } = await t.call(method, path, { token: t.tokens.other, body });
      return { status, body: answer };
    };

    const theirs = await ask(orderId);

    expect(theirs.status).toBe(404);
    expect(theirs).toEqual(await ask(unknownId));
  });

  it('lets nobody but the customer pay an order, and says so for an unknown one', async () => {
    const orderId = await placeOrder();
    expect(
      await t.call('POST', '/create-payment-intent', { token: t.tokens.admin, body: { orderId } }),
    ).toMatchObject({ status: 403, body: { message: 'You can only pay your own orders.' } });
    expect(
      await t.call('POST', '/create-payment-intent', {
        token: t.tokens.customer,
        body: { orderId: unknownId },
      }),
    ).toMatchObject({ status: 404, body: { message: 'There is no order with that id.' } });
  });
});

describe('placing an order', () => {
  it('says when the tool is gone', async () => {
    const result = await t.call('POST', '/order', {
      token: t.tokens.customer,
      body: anOrderFor(unknownId),
    });
    expect(result).toMatchObject({
      status: 404,
      body: { message: 'This tool is no longer available.' },
    });
  });

  it('refuses a total above the limit, and keeps the stock', async () => {
    const dear = await t.deps.tools.add({ ...aTool, price: 1_000, availableQty: 5_000 });
    const result = await t.call('POST', '/order', {
      token: t.tokens.customer,
      body: anOrderFor(dear, 1_000),
    });
    expect(result).toMatchObject({
      status: 400,
      body: { message: 'An order can total at most $999,999.00. Please order fewer.' },
    });
    expect((await t.deps.tools.findById(dear))?.availableQty).toBe(5_000);
    expect(await t.deps.orders.listByEmail(people.customer)).toEqual([]);
  });

  it('refuses a sixth unpaid order, saying what to do', async () => {
    for (let i = 0; i < 5; i += 1) await placeOrder();
    const result = await t.call('POST', '/order', {
      token: t.tokens.customer,
      body: anOrderFor(toolId),
    });
    expect(result).toMatchObject({
      status: 409,
      body: {
        message:
          'You already have 5 unpaid orders. Please pay or delete one of them before placing another.',
      },
    });
    expect(await t.deps.orders.listByEmail(people.customer)).toHaveLength(5);
  });
});

describe('paying an order', () => {
  it('says when the transaction id names no payment', async () => {
    const orderId = await placeOrder();
    expect(
      await t.call('PATCH', `/order/${orderId}`, {
        token: t.tokens.customer,
        body: { transactionId: 'pi_does_not_exist' },
      }),
    ).toMatchObject({
      status: 409,
      body: { message: 'No payment with that transaction id was found.' },
    });
  });

  it('tells Stripe when its signature header is missing', async () => {
    const result = await t.call('POST', '/webhooks/stripe', {
      rawBody: JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(result).toMatchObject({
      status: 400,
      body: { message: 'The Stripe-Signature header is missing.' },
    });
  });
});

describe('when the payment service is down', () => {
  it('answers 503 with a sentence to try again, and logs the cause', async () => {
    const lines: string[] = [];
    const local = t.deps.payments;
    const down = buildTestApp(t.db, {
      log: (line) => lines.push(line),
      payments: {
        createIntent: async () => {
          throw new PaymentGatewayUnavailableError(new Error('connect ECONNREFUSED'));
        },
        findPayment: (id) => local.findPayment(id),
        findSucceededPayment: (id) => local.findSucceededPayment(id),
        cancelOpenIntents: (id) => local.cancelOpenIntents(id),
        refund: (id) => local.refund(id),
        refundPart: (request) => local.refundPart(request),
      },
    });
    const token = await down.signIn(people.customer);
    const placed = await down.call('POST', '/order', { token, body: anOrderFor(toolId) });
    const { insertedId: orderId } = placed.body as { insertedId: string };
    const result = await down.call('POST', '/create-payment-intent', { token, body: { orderId } });
    expect(result).toMatchObject({
      status: 503,
      body: {
        message: 'The payment service is not reachable right now. Please try again in a minute.',
      },
    });
    expect(lines).toContain('payment gateway: Error: connect ECONNREFUSED');
  });
});
