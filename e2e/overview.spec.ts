// The operations dashboard against `npm start`'s whole stack: an admin opens Overview from
// the drawer and finds the sales chart (drawn by uPlot, loaded with the page), the figures
// as a table, and what waits to be shipped; the page passes axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ADMIN, logIn } from './support/accounts';

test('an admin finds sales, orders to ship and low stock on Overview', async ({ page }) => {
  // uPlot styles its nodes from script: that must pass the content security policy.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await logIn(page, ADMIN);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Overview' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByText(/^Sales per day, last 30 days:/)).toBeVisible();
  await expect(page.locator('[data-chart="drawn"] canvas').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'To ship' })).toContainText(/\d+/);
  await expect(page.getByRole('region', { name: 'Low stock' })).toBeVisible();

  await page.getByText('Sales per day as a table').click();
  await expect(page.getByRole('table', { name: 'Sales per day, last 30 days' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  expect(refused).toEqual([]);
});
