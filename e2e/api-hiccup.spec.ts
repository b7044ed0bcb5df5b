// A network hiccup never signs anyone out (issue 13, item 2): with the API unreachable, a
// signed-in page shows its error with Retry and the person stays signed in; once the API
// answers again the page recovers by itself.
import { expect, test } from '@playwright/test';
import { mainNav, signUpNewCustomer, storedToken } from './support/accounts';
import { API } from './support/api';

for (const width of [375, 1280]) {
  test(`at ${width} px a blocked API leaves the customer signed in`, async ({ page }) => {
    const { name } = await signUpNewCustomer(page, 'Hal');
    await page.setViewportSize({ width, height: 800 });
    const token = await storedToken(page);

    // The API stops answering, then the customer opens My Orders afresh.
    await page.route(`${API}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/dashboard/myOrders');

    await expect(page.getByRole('alert')).toContainText('could not');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/dashboard/myOrders');
    expect(await storedToken(page)).toBe(token);

    // The API answers again: the page opens by itself, still signed in.
    await page.unroute(`${API}/**`);
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await storedToken(page)).toBe(token);
    if (width >= 1024) await expect(mainNav(page).getByText(`Hi, ${name}`)).toBeVisible();
  });
}
