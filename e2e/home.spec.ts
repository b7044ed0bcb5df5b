import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { whenReactAdopts } from './support/hydration';

test('the home page shows its headline and the main navigation', async ({ page }) => {
  await page.goto('/');

  await expect(
    page.getByRole('heading', { level: 1, name: /leading quality paint tools/i }),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Blogs', 'Portfolio', 'Login']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
});

test('the home page has no axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const results = await new AxeBuilder({ page }).analyze();

  expect(results.violations).toEqual([]);
});

test('on a phone the navigation opens from the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/');

  const menu = page.getByRole('button', { name: 'Menu' });
  const blogs = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Blogs', exact: true });
  await expect(blogs).toBeHidden();
  await whenReactAdopts(menu);
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(blogs).toBeVisible();
});

test('the first Tab offers a skip link to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
