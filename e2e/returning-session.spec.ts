// A returning customer's session comes from the access token kept in the browser: their
// pages load their data at once, and Firebase Auth's code is not loaded at all.
// index.html's inline bootstrap starts My Orders' list before the app's code has arrived,
// and the page uses that read rather than asking again.
import { expect, test, type Request, type Route } from '@playwright/test';
import { listTools, placeOrderThroughApi } from './support/api';
import { signUpNewCustomer, storedToken } from './support/accounts';

// The lazily loaded chunks that start Firebase Auth in the browser.
const FIREBASE_CHUNKS = /\/assets\/(auth\.firebase|firebase-config)[^/]*\.js(\?|$)/;
// The app's entry script (Vite names it index-<hash>.js).
const APP_ENTRY = /\/assets\/index-[^/]*\.js(\?|$)/;
const ORDERS_LIST = /\/api\/order\?email=/;

test(
  'a returning customer sees My Orders with Firebase held back, from the early read',
  { tag: '@hosts' },
  async ({ page, request, context }) => {
    const customer = await signUpNewCustomer(page, 'Remy');
    const tool = (await listTools(request)).find((t) => t.availableQty >= t.minQty + 50);
    if (!tool) throw new Error('The demo store has no tool in stock');
    await placeOrderThroughApi(request, await storedToken(page), tool, customer.name);

    const violations: string[] = [];
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // From now on Firebase's code never arrives: the held requests are left unanswered.
    const held: Route[] = [];
    await page.route(FIREBASE_CHUNKS, (route) => {
      held.push(route);
    });
    // The app's code is held until the orders have been asked for (or 10 s have passed):
    // only the inline bootstrap can ask while it is held.
    const listReads: Request[] = [];
    let listAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (listAsked = resolve));
    page.on('request', (sent) => {
      if (sent.method() === 'GET' && ORDERS_LIST.test(sent.url())) {
        listReads.push(sent);
        listAsked();
      }
    });
    let listAskedBeforeTheApp = false;
    await page.route(APP_ENTRY, async (route) => {
      listAskedBeforeTheApp = await Promise.race([
        asked.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
      ]);
      await route.continue();
    });
    await page.goto('/dashboard/myOrders');

    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: tool.name })).toBeVisible();
    await expect(page.getByText(`Hi, ${customer.name}`).first()).toBeAttached();
    // Firebase's code is never asked for on this visit: the kept token serves the session.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_500);
    expect(held).toHaveLength(0);
    expect(listAskedBeforeTheApp).toBe(true);
    // The page drew the bootstrap's answer: the list was asked for once in this load.
    expect(listReads).toHaveLength(1);
    expect(violations).toEqual([]);
  },
);
