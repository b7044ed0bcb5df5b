// The operations dashboard against `npm start`'s whole stack: an admin opens Overview from
// the drawer and finds the sales chart (drawn by uPlot, loaded with the page) with a
// tooltip for the pointer and the keyboard, the figures as a table, what waits to be
// shipped, and the tools running low, each a link to its Edit page; the page passes axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ADMIN, logIn, storedToken } from './support/accounts';
import { addToolThroughApi } from './support/api';

const DAY = /^[A-Z][a-z]{2} \d{1,2}, \d{4}: \$[\d,.]+ from \d+ orders?$/;

test('an admin finds sales, orders to ship and low stock on Overview', async ({ page }) => {
  // uPlot styles its nodes from script: that must pass the content security policy.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, ADMIN);
  const lowName = `E2E Low Roller ${Date.now().toString(36)}`;
  // A tool of this test's own with 3 in stock, low at 10.
  const lowId = await addToolThroughApi(page.request, await storedToken(page), lowName, 10);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Overview' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByText(/^Sales, last 30 days: \$[\d,.]+ from \d+ orders?$/)).toBeVisible();
  const chart = page.getByRole('group', { name: 'Sales per day, last 30 days' });
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'To ship' })).toContainText(/\d+/);

  // The pointer over the chart names the day under it.
  const tooltip = chart.getByRole('status');
  const box = await chart.boundingBox();
  if (!box) throw new Error('The chart has no box');
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
  await expect(tooltip).toHaveText(DAY);
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();

  // So do the arrow keys, once the chart has focus: the latest day first.
  await chart.focus();
  await expect(tooltip).toHaveText(DAY);
  const latest = await tooltip.textContent();
  await page.keyboard.press('ArrowLeft');
  await expect(tooltip).toHaveText(DAY);
  await expect(tooltip).not.toHaveText(latest ?? '');
  await page.keyboard.press('End');
  await expect(tooltip).toHaveText(latest ?? '');

  await page.getByText('Sales per day as a table').click();
  await expect(page.getByRole('table', { name: 'Sales per day, last 30 days' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  expect(refused).toEqual([]);

  // A low tool's name opens its Edit page.
  const low = page.getByRole('list', { name: 'Tools low on stock' });
  await low.getByRole('link', { name: lowName }).click();
  await expect(page).toHaveURL(`/dashboard/manageProduct/${lowId}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${lowName}` })).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`at ${width} px the sales chart and its axes fit their panel`, async ({ page }) => {
    await logIn(page, ADMIN);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard/overview');
    const chart = page.getByRole('group', { name: 'Sales per day, last 30 days' });
    await expect(chart.locator('canvas').first()).toBeVisible();
    // A string: the e2e code is typed without the DOM's globals.
    const fit = await page.evaluate<{ page: number; chart: number; panel: number }>(`(() => {
      const chart = document.querySelector('[data-chart="drawn"]');
      const plot = chart.querySelector('.uplot');
      const panel = chart.closest('section');
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        chart: plot.getBoundingClientRect().right,
        panel: panel.getBoundingClientRect().right,
      };
    })()`);
    expect(fit.page).toBe(0);
    expect(fit.chart).toBeLessThanOrEqual(fit.panel);
    await chart.screenshot({ path: test.info().outputPath(`sales-chart-${width}.png`) });
  });
}
