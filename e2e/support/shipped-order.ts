// A customer's order checked out, paid by the local test-mode card and shipped, all through
// the API: the setup of tests whose point comes after the sale (returns, refunds).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Order } from '../../src/domain/order';
import { storedToken } from './accounts';
import { API, toolNamed } from './api';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function tokenOf(page: Page): Promise<string> {
  const token = await storedToken(page);
  if (!token) throw new Error('The signed-in page has no access token');
  return token;
}

/** Checks the named tools out as one order, each at its minimum quantity; answers it. */
export async function checkOutThroughApi(
  customer: Page,
  name: string,
  toolNames: readonly string[],
): Promise<Order> {
  const tools = await Promise.all(toolNames.map((tool) => toolNamed(customer.request, tool)));
  const response = await customer.request.post(`${API}/checkout`, {
    headers: bearer(await tokenOf(customer)),
    data: {
      lines: tools.map((tool) => ({ toolId: tool._id, qty: tool.minQty })),
      name,
      address: '18 Brush Lane, Columbus, OH 43004',
      phone: '+1 614 555 0142',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Order;
}

/** Pays the order with the local gateway's test card, as the payment page does. */
async function payThroughApi(request: APIRequestContext, token: string, order: Order) {
  const intent = await request.post(`${API}/create-payment-intent`, {
    headers: bearer(token),
    data: { orderId: order._id },
  });
  expect(intent.ok()).toBe(true);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const charged = await request.post(`${API}/payments/local/confirm`, {
    data: {
      clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
      billingDetails: { name: order.name, email: order.email, address: '', phone: '' },
    },
  });
  expect(charged.ok()).toBe(true);
  const { paymentIntentId } = (await charged.json()) as { paymentIntentId: string };
  const paid = await request.patch(`${API}/order/${order._id}`, {
    headers: bearer(token),
    data: { order: order._id, transactionId: paymentIntentId },
  });
  expect(paid.ok()).toBe(true);
}

/** The customer's order of `toolNames`, paid by card and shipped by the signed-in `admin`. */
export async function shippedOrderThroughApi(
  customer: Page,
  admin: Page,
  name: string,
  toolNames: readonly string[],
): Promise<Order> {
  const order = await checkOutThroughApi(customer, name, toolNames);
  await payThroughApi(customer.request, await tokenOf(customer), order);
  const shipped = await admin.request.put(`${API}/order/${order._id}`, {
    headers: bearer(await tokenOf(admin)),
  });
  expect(shipped.ok()).toBe(true);
  return order;
}
