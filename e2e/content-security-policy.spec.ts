// The web server's Content-Security-Policy in the real browser: what the store needs runs
// without a single violation (the prerendered pages' inline script, the API's images and
// calls, the Auth emulator, the styles that Radix Dialog and the toasts insert), and a
// script injected into the page does not.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN, logIn, mainNav } from './support/accounts';
import { serveGoogleApiStandIn } from './support/google-api-stand-in';

/** Every violation that a page, popup or frame of `context` reports from now on. */
function violationsIn(context: BrowserContext): string[] {
  const violations: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Waits until the first tool image in view has loaded from the API. */
async function toolImagesLoad(page: Page): Promise<void> {
  const image = page.getByRole('list', { name: 'Tools' }).locator('img').first();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img) => Number(Reflect.get(img, 'naturalWidth'))))
    .toBeGreaterThan(0);
}

test(
  'the prerendered public pages run under the policy without a violation',
  { tag: '@cluster' },
  async ({ page, context }) => {
    const violations = violationsIn(context);

    const response = await page.goto('/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toMatch(/'sha256-/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    await expect(mainNav(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await toolImagesLoad(page);

    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: /Blogs/ })).toBeVisible();
    // The toast inserts its stylesheet as a <style> element.
    await page.goto('/quote');
    await page.getByRole('textbox', { name: 'Name' }).fill('Jordan Builder');
    await page.getByRole('textbox', { name: 'Email' }).fill('jordan@crew.test');
    await page.getByRole('textbox', { name: 'Message' }).fill('A CSP-safe quote, please.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'shortly' })).toBeVisible();

    expect(violations).toEqual([]);
  },
);

test(
  'signed-in pages and a dialog run under the policy without a violation',
  { tag: '@cluster' },
  async ({ page, context }) => {
    const violations = violationsIn(context);

    await logIn(page, ADMIN);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await page.goto('/dashboard/manageProduct');
    // Radix Dialog locks the page's scroll with a <style> element of its own.
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    expect(violations).toEqual([]);
  },
);

test(
  'Google sign-in through the emulator runs under the policy without a violation',
  { tag: '@cluster' },
  async ({ page, context }) => {
    const violations = violationsIn(context);
    await serveGoogleApiStandIn(context);
    await page.goto('/login');

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await popup.getByText('Add new account').click();
    await popup.getByText('Auto-generate user information').click();
    await popup.getByRole('button', { name: /Sign in with Google\.com/i }).click();
    await expect(mainNav(page).getByText(/^Hi, /)).toBeVisible();

    expect(violations).toEqual([]);
  },
);

test(
  'a script injected into the page is refused',
  { tag: '@cluster' },
  async ({ page, context }) => {
    const violations = violationsIn(context);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // A string: the e2e tests are compiled without the DOM's types.
    const ran = await page.evaluate<boolean>(`(async () => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.injected = "yes"';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return document.body.dataset.injected === 'yes';
  })()`);

    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
  },
);
