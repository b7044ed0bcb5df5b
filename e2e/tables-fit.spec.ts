// The admin tables at a phone's width and at desktop widths: every row's actions are in
// view without scrolling sideways (issue 13, item 1). In a narrow column the rows are cards.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, logIn } from './support/accounts';

const PAGES = [
  { path: '/dashboard/manageOrders', heading: 'Manage Orders', actions: /^(Ship|Cancel order) / },
  { path: '/dashboard/users', heading: 'Make Admin', actions: /^Make Admin / },
  { path: '/dashboard/manageProduct', heading: 'Manage Product', actions: /^Delete / },
] as const;

/** Every matching button's right edge, and the page's and tables' sideways overflow. */
async function layoutOf(page: Page, actions: RegExp) {
  const buttons = page.getByRole('main').getByRole('button', { name: actions });
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

for (const width of [375, 1280, 1440]) {
  test(`at ${width} px every admin table shows its actions without scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, ADMIN);
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
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, ADMIN);
  await page.goto('/dashboard/manageOrders');
  const cards = page.getByRole('list', { name: 'All orders' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(cards.first().getByRole('term').filter({ hasText: 'Status' })).toBeVisible();
});
