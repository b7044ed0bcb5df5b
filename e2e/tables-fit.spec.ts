// The admin tables at a phone's width and at desktop widths: every row's actions are in
// view without scrolling sideways (issue 13, item 1). In a narrow column the rows are cards.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ADMIN, logIn, signUpNewCustomer, storedToken } from './support/accounts';
import { API, listTools, placeOrderThroughApi } from './support/api';

const PAGES = [
  { path: '/dashboard/manageOrders', heading: 'Manage Orders', actions: /^(Ship|Cancel order) / },
  { path: '/dashboard/users', heading: 'Make Admin', actions: /^Make Admin / },
  { path: '/dashboard/manageProduct', heading: 'Manage Product', actions: /^Actions for / },
  { path: '/dashboard/manageReviews', heading: 'Manage Reviews', actions: /^(Hide|Show) / },
  {
    path: '/dashboard/manageQuotes',
    heading: 'Manage Quotes',
    actions: /^(Price|Price again|Decline)$/,
  },
] as const;

/** Every matching button's right edge, and the page's and tables' sideways overflow. */
async function layoutOf(page: Page, actions: RegExp | Locator) {
  const buttons =
    actions instanceof RegExp
      ? page
          .getByRole('main')
          .getByRole('button', { name: actions })
          // Manage Orders' Ship is a link to the order's Ship dialog.
          .or(page.getByRole('main').getByRole('link', { name: actions }))
      : actions;
  await expect(buttons.first()).toBeVisible();
  const rightEdges = await Promise.all(
    (await buttons.all()).map(async (button) => {
      const box = await button.boundingBox();
      return box ? box.x + box.width : Number.POSITIVE_INFINITY;
    }),
  );
  // A string: the e2e code is typed without the DOM's globals.
  const overflow = await page.evaluate<{ page: number; regions: number[] }>(`({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    regions: [...document.querySelectorAll('main [role="region"]')].map(
      (region) => region.scrollWidth - region.clientWidth,
    ),
  })`);
  return { rightEdges, overflow };
}

interface Account {
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

/** An unpaid order of a new customer, so Manage Orders has a row with an action. */
async function placeAnOrder(browser: Browser): Promise<Account> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await signUpNewCustomer(page, 'Tess');
  const { name } = account;
  const [tool] = await listTools(page.request);
  if (!tool) throw new Error('No tool to order');
  await placeOrderThroughApi(page.request, await storedToken(page), tool, name);
  // And a quote with a long e-mail and company, so Manage Quotes has a wide row to fit.
  const quote = await page.request.post(`${API}/quotes`, {
    data: {
      name: 'Tess Fitting-Longname',
      email: `tess.fitting.longname.${Date.now()}@a-rather-long-domain.example.test`,
      company: 'Tess Fitting & Decorating Contractors of the Greater Columbus Area',
      message: 'For the spring job',
      lines: [{ toolId: tool._id, qty: tool.minQty }],
    },
  });
  expect(quote.ok()).toBe(true);
  await context.close();
  return account;
}

/** Signed in at a desktop width (the greeting shows there), then at `width`. */
async function signedInAt(page: Page, account: Account, width: number): Promise<void> {
  await logIn(page, account);
  await page.setViewportSize({ width, height: 900 });
}

const adminAt = (page: Page, width: number) => signedInAt(page, ADMIN, width);

let customer: Account;
test.beforeAll(async ({ browser }) => {
  customer = await placeAnOrder(browser);
});

for (const width of [375, 800, 1280]) {
  test(`at ${width} px My Orders shows Pay and Delete without scrolling`, async ({ page }) => {
    await signedInAt(page, customer, width);
    await page.goto('/dashboard/myOrders');
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    // Pay is a link to the payment page, Delete a button.
    const main = page.getByRole('main');
    const actions = main
      .getByRole('link', { name: /^Pay for / })
      .or(main.getByRole('button', { name: /^Delete the order of / }));
    await expect(actions).toHaveCount(2);
    const { rightEdges, overflow } = await layoutOf(page, actions);
    for (const edge of rightEdges) expect(edge).toBeLessThanOrEqual(width);
    expect(overflow.page).toBeLessThanOrEqual(0);
    for (const region of overflow.regions) expect(region).toBeLessThanOrEqual(0);
  });
}

for (const width of [375, 1280, 1440]) {
  test(`at ${width} px every admin table shows its actions without scrolling`, async ({ page }) => {
    await adminAt(page, width);
    for (const { path, heading, actions } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const { rightEdges, overflow } = await layoutOf(page, actions);
      for (const edge of rightEdges) expect(edge, `${path}: an action`).toBeLessThanOrEqual(width);
      expect(overflow.page, `${path}: the page scrolls sideways`).toBeLessThanOrEqual(0);
      for (const region of overflow.regions) {
        expect(region, `${path}: a table scrolls sideways`).toBeLessThanOrEqual(0);
      }
    }
  });
}

test('at 375 px the orders are cards, each with its status and actions', async ({ page }) => {
  await adminAt(page, 375);
  await page.goto('/dashboard/manageOrders');
  const cards = page.getByRole('list', { name: 'All orders' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(cards.first().getByRole('term').filter({ hasText: 'Status' })).toBeVisible();
});
