// The signed-in frames paint the page's own content from the inline bootstrap's early read,
// before any script of the app has run (issue 22): the cart's lines and total, an order's
// heading, lines and total, Manage Orders' first rows. Then the app draws the page over the
// frame without moving anything.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, logIn, signUpNewCustomer, storedToken } from './support/accounts';
import { addToolThroughApi, API, listTools, placeOrderThroughApi } from './support/api';

/** Keeps every script file of the app from loading: only the page's inline steps run. */
const withoutAppScripts = (page: Page) =>
  page.route(/\/assets\/[^?]*\.js(\?|$)/, (route) => route.abort());

const slot = (page: Page, name: string) => page.locator(`#root[data-frame] [data-early="${name}"]`);
const AMOUNT = /^\$[\d,]+\.\d\d$/;
/** Lighthouse's phone. */
const PHONE = { width: 412, height: 823 };
/** A small phone, where long names and addresses wrap. */
const SMALL_PHONE = { width: 375, height: 700 };

/** A new customer with an order of a tool in stock and that tool in their cart. */
async function customerWithOrderAndCart(page: Page, request: APIRequestContext) {
  const customer = await signUpNewCustomer(page, 'Painted');
  const tool = (await listTools(request)).find((t) => t.availableQty >= t.minQty + 50);
  if (!tool) throw new Error('The demo store has no tool in stock');
  const token = await storedToken(page);
  const orderId = await placeOrderThroughApi(request, token, tool, customer.name);
  const added = await request.post(`${API}/cart`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { toolId: tool._id, qty: tool.minQty },
  });
  expect(added.ok()).toBe(true);
  const order = await request.get(`${API}/order/${orderId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { number } = (await order.json()) as { number: number };
  return { customer, tool, orderId, number };
}

/** Records every layout shift of the page from its first frame, in `window.layoutShifts`. */
const recordLayoutShifts = (page: Page) =>
  page.addInitScript({
    content: `window.layoutShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.layoutShifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });`,
  });
const layoutShifts = (page: Page) =>
  page.evaluate(() => Reflect.get(globalThis, 'layoutShifts') as number[]);

/** Records the elements the page names as its largest paint, in `window.largestPaints`. */
const recordLargestPaints = (page: Page) =>
  page.addInitScript({
    content: `window.largestPaints = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.largestPaints.push(entry.element);
      }).observe({ type: 'largest-contentful-paint', buffered: true });`,
  });
/** The text of the page's largest paint so far (Lighthouse's LCP element). */
const largestPaint = (page: Page) =>
  page.evaluate(() => {
    const paints = Reflect.get(globalThis, 'largestPaints') as ({
      textContent: string | null;
    } | null)[];
    return paints.at(-1)?.textContent ?? '';
  });

test('a customer’s cart and order paint their content before any script of the app runs', async ({
  page,
  request,
}) => {
  const { tool, orderId, number, customer } = await customerWithOrderAndCart(page, request);
  await withoutAppScripts(page);

  await page.goto('/cart');
  await expect(slot(page, 'line0-name')).toHaveText(tool.name);
  await expect(slot(page, 'line0-total')).toHaveText(AMOUNT);
  await expect(slot(page, 'total')).toHaveText(AMOUNT);
  // One line in the cart: the frame's second line shows no placeholders.
  await expect(page.locator('[data-early-row="line1-name"]')).toBeHidden();
  await expect(slot(page, 'line0-name')).toBeVisible();
  // The order placed above kept its address: the delivery form's hint stands above it.
  await expect(slot(page, 'deliveryHint')).toHaveText(/^Your last addresses/);

  await page.goto(`/dashboard/order/${orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${number}`);
  await expect(slot(page, 'tool')).toHaveText(tool.name);
  await expect(slot(page, 'total')).toHaveText(AMOUNT);
  await expect(slot(page, 'name')).toHaveText(customer.name);
  await expect(slot(page, 'payment')).toHaveText(/^Pay before /);
});

test('Manage Orders paints its first rows before any script of the app runs', async ({
  page,
  request,
}) => {
  await logIn(page, ADMIN);
  const token = await storedToken(page);
  const listed = await request.get(`${API}/orders?page=1`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { items } = (await listed.json()) as { items: { toolName: string; number: number }[] };
  const [first] = items;
  if (!first) throw new Error('The demo store has no orders');
  await withoutAppScripts(page);

  await page.goto('/dashboard/manageOrders');
  await expect(slot(page, 'row0-tool')).toHaveText(first.toolName);
  await expect(slot(page, 'row0-number')).toHaveText(`#${first.number}`);
  await expect(slot(page, 'row0-total')).toHaveText(AMOUNT);
});

test('the app draws the cart and Manage Orders over their painted frames without a layout shift', async ({
  page,
  browser,
  request,
}) => {
  const { tool } = await customerWithOrderAndCart(page, request);
  await recordLayoutShifts(page);
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: tool.name }).first()).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-frame');
  expect(await layoutShifts(page), '/cart').toEqual([]);

  // The admin in a browser of their own: the customer's app still holds its session.
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, ADMIN);
  await recordLayoutShifts(admin);
  await admin.goto('/dashboard/manageOrders');
  await expect(admin.getByRole('link', { name: /^#\d+$/ }).first()).toBeVisible();
  await expect(admin.locator('#root')).not.toHaveAttribute('data-frame');
  expect(await layoutShifts(admin), '/dashboard/manageOrders').toEqual([]);
  await admin.context().close();
});

// On a phone a line's name, part number and price, and a card's values, are one block of
// text each: as blocks of their own, each was smaller than the delivery form's hint (the
// cart) or the search field's label (Manage Orders), which Lighthouse named as the LCP.
test('on a phone the cart’s and Manage Orders’ largest paint is their first row', async ({
  page,
  browser,
  request,
}) => {
  const { tool } = await customerWithOrderAndCart(page, request);
  // After signing up: the navbar's greeting, which it waits for, is in the phone's menu.
  await page.setViewportSize(PHONE);
  await withoutAppScripts(page);
  await recordLargestPaints(page);
  await page.goto('/cart');
  await expect(slot(page, 'deliveryHint')).toHaveText(/^Your last addresses/);
  await expect.poll(() => largestPaint(page)).toContain(tool.name);

  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, ADMIN);
  await admin.setViewportSize(PHONE);
  await withoutAppScripts(admin);
  await recordLargestPaints(admin);
  await admin.goto('/dashboard/manageOrders');
  await expect(slot(admin, 'row0-number')).toHaveText(/^#\d+$/);
  const number = await slot(admin, 'row0-number').textContent();
  await expect.poll(() => largestPaint(admin)).toContain(number);
  await admin.context().close();
});

// On a phone the deadline of an unpaid order wraps onto a third line of its card: the cards
// stay unseen until their values are in, or the taller first card moved the ones below it.
test('My Orders paints its cards on a phone without a layout shift', async ({ page, request }) => {
  await customerWithOrderAndCart(page, request);
  await page.setViewportSize(PHONE);
  await recordLayoutShifts(page);
  await page.goto('/dashboard/myOrders');
  await expect(page.locator('#root')).not.toHaveAttribute('data-frame');
  await expect(page.getByText(/^Pay before /).first()).toBeVisible();
  expect(await layoutShifts(page)).toEqual([]);
});

// At 1280 px the deadline and the address wrap: the frame holds its order unseen until they
// are in; and the order's shipments, refunds and returns, read after the order is drawn,
// show no panel while they load (one that went again moved the Reorder and the timeline).
test('the app draws an order over its painted frame without a layout shift', async ({
  page,
  request,
}) => {
  const { orderId, number } = await customerWithOrderAndCart(page, request);
  await recordLayoutShifts(page);
  await page.goto(`/dashboard/order/${orderId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Delivery' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-frame');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${number}`);
  // The last of the page's reads: its timeline's entries are in.
  await expect(
    page.getByRole('region', { name: 'Timeline' }).getByRole('listitem').first(),
  ).toBeVisible();
  expect(await layoutShifts(page)).toEqual([]);
});

// On a small phone a long tool name wraps onto two lines, and a long address onto several:
// the early lines, cards and order stay unseen until their values are in, and the app draws
// them at the size the frame gave them (the demo's names are short: Lighthouse misses this).
const LONG_NAME = 'Professional extra-wide microfibre roller sleeve with a reinforced core';
const LONG_ADDRESS =
  'Unit 14, Second floor, Riverside Industrial Estate, 1200 Longbranch Boulevard, Columbus, OH 43004';

/** A new customer with an order of a tool with a long name, to a long address, and that tool
 * in their cart above a second line. */
async function customerWithLongNames(page: Page, request: APIRequestContext) {
  const admin = await (await page.context().browser()?.newContext())?.newPage();
  if (!admin) throw new Error('No browser for the admin');
  await logIn(admin, ADMIN);
  const name = `${LONG_NAME} ${Date.now().toString(36)}`;
  const toolId = await addToolThroughApi(request, await storedToken(admin), name);
  await admin.context().close();
  const other = (await listTools(request)).find((t) => t.availableQty >= t.minQty + 50);
  if (!other) throw new Error('The demo store has no tool in stock');

  const customer = await signUpNewCustomer(page, 'Wrapped');
  const headers = { Authorization: `Bearer ${await storedToken(page)}` };
  const ordered = await request.post(`${API}/order`, {
    headers,
    data: {
      toolId,
      toolQty: 1,
      name: customer.name,
      address: LONG_ADDRESS,
      phone: '+1 614 555 0142',
    },
  });
  expect(ordered.status()).toBe(201);
  const { insertedId: orderId } = (await ordered.json()) as { insertedId: string };
  for (const [id, qty] of [
    [toolId, 1],
    [other._id, other.minQty],
  ] as const) {
    const added = await request.post(`${API}/cart`, { headers, data: { toolId: id, qty } });
    expect(added.ok()).toBe(true);
  }
  return { name, orderId };
}

test('on a small phone the app draws the cart and an order with long names without a layout shift', async ({
  page,
  request,
}) => {
  const { name, orderId } = await customerWithLongNames(page, request);
  await page.setViewportSize(SMALL_PHONE);
  await recordLayoutShifts(page);
  await page.goto('/cart');
  await expect(page.getByRole('link', { name }).first()).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-frame');
  expect(await layoutShifts(page), '/cart').toEqual([]);

  await page.goto(`/dashboard/order/${orderId}`);
  await expect(page.getByText(LONG_ADDRESS).first()).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-frame');
  await expect(
    page.getByRole('region', { name: 'Timeline' }).getByRole('listitem').first(),
  ).toBeVisible();
  expect(await layoutShifts(page), '/dashboard/order').toEqual([]);
});

test('on a small phone Manage Orders draws a card with a long name without a layout shift', async ({
  page,
  browser,
  request,
}) => {
  const { name } = await customerWithLongNames(page, request);
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, ADMIN);
  await admin.setViewportSize(SMALL_PHONE);
  await recordLayoutShifts(admin);
  await admin.goto('/dashboard/manageOrders');
  await expect(admin.getByText(name).first()).toBeVisible();
  await expect(admin.locator('#root')).not.toHaveAttribute('data-frame');
  expect(await layoutShifts(admin)).toEqual([]);
  await admin.context().close();
});
