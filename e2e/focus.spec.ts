// Where focus goes, at a phone's width and at a desktop's (issue 13, item 5; issue 23): it
// is never dropped to the page's body when what a person used is replaced: after a search,
// Clear search, Delete and Decline in the admin lists.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, logIn, signUpNewCustomer, storedToken } from './support/accounts';
import { addToolThroughApi, API, listTools } from './support/api';
import { whenReactAdopts } from './support/hydration';
import { chooseRowAction } from './support/row-menu';

/** The focused element's tag and accessible-ish name, for a readable failure. */
const focused = (page: Page) =>
  page.evaluate<string>(
    `(() => { const a = document.activeElement; return a === document.body || a === null ? 'BODY' : a.tagName + ' ' + (a.getAttribute('aria-label') || a.textContent || '').trim(); })()`,
  );

for (const width of [375, 1280]) {
  test(`at ${width} px Login keeps focus while the sign-in code loads`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) {
      await whenReactAdopts(menu);
      await menu.click();
    }
    const login = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Login' });
    await login.focus();
    // Focusing Login starts loading the session's code; give it time to arrive.
    await page.waitForLoadState('networkidle');
    await expect(login).toBeFocused();
    await expect(login).toBeVisible();
  });

  test(`at ${width} px a refused form puts focus on its first field to fix`, async ({ page }) => {
    await signUpNewCustomer(page, 'Fay');
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard/addReview');
    await page.getByRole('button', { name: /add review|submit/i }).click();
    await expect(page.getByLabel('Rating')).toBeFocused();
  });
}

for (const width of [375, 1280]) {
  test(`at ${width} px Delete in Manage Product moves focus to the next tool's actions`, async ({
    page,
  }) => {
    const tag = `focus${width}${Date.now().toString(36)}`;
    await logIn(page, ADMIN);
    await page.setViewportSize({ width, height: 800 });
    const token = await storedToken(page);
    for (const n of [1, 2]) await addToolThroughApi(page.request, token, `${tag} roller ${n}`);
    await page.goto(`/dashboard/manageProduct?q=${tag}`);
    const menus = page.getByRole('main').getByRole('button', { name: /^Actions for / });
    await expect(menus).toHaveCount(2);
    const names = (await menus.evaluateAll((all) =>
      all.map((button) => button.getAttribute('aria-label')?.replace('Actions for ', '') ?? ''),
    )) as string[];
    const [first, second] = names;
    if (!first || !second) throw new Error('Two tools expected');

    await chooseRowAction(page, first, 'Delete');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete tool' }).click();
    await expect(page.getByText(`${first} is deleted`)).toBeVisible();
    await expect(menus).toHaveCount(1);
    await expect(page.getByRole('button', { name: `Actions for ${second}` })).toBeFocused();

    // The last one gone: focus goes to the list's heading.
    await chooseRowAction(page, second, 'Delete');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete tool' }).click();
    await expect(menus).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test(`at ${width} px Decline in Manage Quotes keeps focus on a control`, async ({ page }) => {
    const company = `Focus Decorators ${width} ${Date.now().toString(36)}`;
    const [tool] = await listTools(page.request);
    if (!tool) throw new Error('No tool to quote');
    for (const n of [1, 2]) {
      const asked = await page.request.post(`${API}/quotes`, {
        data: {
          name: `Quinn ${n}`,
          email: `quinn${n}.${Date.now()}@paintco.test`,
          company,
          message: 'For the spring job',
          lines: [{ toolId: tool._id, qty: tool.minQty }],
        },
      });
      expect(asked.ok()).toBe(true);
    }
    await logIn(page, ADMIN);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/dashboard/manageQuotes?q=${encodeURIComponent(company)}`);
    const declines = page.getByRole('main').getByRole('button', { name: 'Decline' });
    await expect(declines).toHaveCount(2);
    await declines.first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByText('The quote was declined')).toBeVisible();
    await expect(declines).toHaveCount(1);
    // The declined quote stays, with nothing left to do: focus goes to the next one's action.
    await expect(page.getByText('Nothing left to do')).toBeVisible();
    await expect.poll(() => focused(page)).toMatch(/^BUTTON (Price|Decline)/);
  });

  test(`at ${width} px a search and Clear search keep focus in the search box`, async ({
    page,
  }) => {
    await logIn(page, ADMIN);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard/manageOrders');
    // Loaded: the rows in place of their placeholders (a table, or cards on a phone).
    const orders = page.getByRole('table', { name: 'All orders' });
    await expect(orders.or(page.getByRole('list', { name: 'All orders' }))).toBeVisible();
    await expect(orders.or(page.getByRole('list', { name: 'All orders' }))).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
    const box = page.getByRole('searchbox', { name: 'Search orders by tool, e-mail or name' });
    await box.fill('roller');
    await box.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Manage Orders: matching “roller”' }),
    ).toBeVisible();
    await expect(box).toBeFocused();

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Orders' })).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
  });
}
