// A returning customer's session comes from the access token kept in the browser: their
// pages load their data at once, and Firebase Auth starts only after the first paint.
import { expect, test, type Route } from '@playwright/test';
import { listTools, placeOrderThroughApi } from './support/api';
import { signUpNewCustomer, storedToken } from './support/accounts';

// The lazily loaded chunks that start Firebase Auth in the browser.
const FIREBASE_CHUNKS = /\/assets\/(auth\.firebase|firebase-config)[^/]*\.js(\?|$)/;

test('a returning customer sees My Orders with Firebase held back', async ({ page, request }) => {
  const customer = await signUpNewCustomer(page, 'Remy');
  const tool = (await listTools(request)).find((t) => t.availableQty >= t.minQty + 50);
  if (!tool) throw new Error('The demo store has no tool in stock');
  await placeOrderThroughApi(request, await storedToken(page), tool, customer.name);

  // From now on Firebase's code never arrives: the held requests are left unanswered.
  const held: Route[] = [];
  await page.route(FIREBASE_CHUNKS, (route) => {
    held.push(route);
  });
  await page.goto('/dashboard/myOrders');

  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: tool.name })).toBeVisible();
  await expect(page.getByText(`Hi, ${customer.name}`).first()).toBeAttached();
  // Firebase did start, after the page was drawn, and was held: the test held something.
  await expect.poll(() => held.length).toBeGreaterThan(0);
});
