// Where focus goes, at a phone's width and at a desktop's (issue 13, item 5): it is never
// dropped to the page's body when what a person used is replaced.
import { expect, test } from '@playwright/test';
import { signUpNewCustomer } from './support/accounts';
import { whenReactAdopts } from './support/hydration';

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
