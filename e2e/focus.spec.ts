// Where focus goes, at a phone's width and at a desktop's (issue 13, item 5): it is never
// dropped to the page's body when what a person used is replaced.
import { expect, test } from '@playwright/test';
import { freshEmail, mainNav } from './support/accounts';

for (const width of [375, 1280]) {
  test(`at ${width} px Login keeps focus while the sign-in code loads`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
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
    // A new customer: the demo one's sign-ins are counted (10 a minute) by other specs too.
    const name = `Fay ${Date.now().toString(36)}`;
    await page.goto('/signup');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill(freshEmail());
    await page.getByLabel('Password').fill('fay-pass-12');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(mainNav(page).getByText(`Hi, ${name}`)).toBeVisible();
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard/addReview');
    await page.getByRole('button', { name: /add review|submit/i }).click();
    await expect(page.getByLabel('Rating')).toBeFocused();
  });
}
