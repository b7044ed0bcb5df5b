// The signed-in pages paint from HTML (issue 22, item 4): the build prerenders each one's
// frame (the signed-in navbar, the drawer of the route's role, the page's heading and
// loading face), every server picks it for its route, and the app draws the page over it.
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { mainNav, signUpNewCustomer, storedToken } from './support/accounts';
import { listTools, placeOrderThroughApi } from './support/api';

const ANY_ID = '0f8e1a6c-9b7d-4c3e-8a2f-5d4b3c2a1e00';

/** The element of `html` that opens with `start`, up to the first `end` after it. */
function part(html: string, start: string, end: string): string {
  const from = html.indexOf(start);
  expect(from, start).toBeGreaterThanOrEqual(0);
  return html.slice(from, html.indexOf(end, from) + end.length);
}

/** Keeps every script file of the app from loading: only the page's inline steps run. */
const withoutAppScripts = (page: Page) =>
  page.route(/\/assets\/[^?]*\.js(\?|$)/, (route) => route.abort());

test(
  'each signed-in page is served its frame: navbar, the role’s drawer and the heading',
  { tag: '@cluster' },
  async ({ request }) => {
    const pages = {
      '/dashboard/myOrders': { heading: 'My Orders', drawer: 'Add a review', not: 'Audit log' },
      // The admin and each staff role open it: no role's drawer is drawn before the app's.
      '/dashboard/manageOrders': {
        heading: 'Manage Orders',
        drawer: 'My Profile',
        not: 'Audit log',
      },
      [`/dashboard/order/${ANY_ID}`]: { heading: 'Order', drawer: 'My Profile', not: 'Audit log' },
    };
    for (const [path, { heading, drawer, not }] of Object.entries(pages)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<div id="root" data-frame="">');
      const navbar = part(html, '<nav aria-label="Main"', '</nav>');
      expect(navbar, path).toContain('Sign Out');
      expect(navbar, path).toContain('>Dashboard</a>');
      const menu = part(html, '<nav id=', '</nav>');
      expect(menu, path).toContain(`>${drawer}</a>`);
      expect(menu, path).not.toContain(`>${not}</a>`);
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      // Its scripts are asked for once it has painted, never while it is parsed.
      expect(html, path).not.toMatch(/<script type="module"[^>]*\ssrc=/);
      expect(html, path).not.toMatch(/<link rel="modulepreload"/);
      // The policy nginx or the web server sends lets the frame's inline steps run.
      const scriptSrc = /script-src ([^;]*)/.exec(
        response.headers()['content-security-policy'] ?? '',
      );
      for (const [, text = ''] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
        const hash = createHash('sha256').update(text).digest('base64');
        expect(scriptSrc?.[1], path).toContain(`'sha256-${hash}'`);
      }
    }
    const [tool] = await listTools(request);
    for (const [path, loading] of [
      [`/tool/${tool?._id ?? ANY_ID}`, 'Loading the tool'],
      ['/cart', 'Loading your cart'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(part(html, '<nav aria-label="Main"', '</nav>'), path).toContain('Sign Out');
      expect(html, path).toContain(loading);
    }
  },
);

test('a returning customer’s frame paints before any script of the app runs', async ({ page }) => {
  const customer = await signUpNewCustomer(page, 'Frida');
  await withoutAppScripts(page);
  await page.goto('/dashboard/myOrders');

  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  // The name kept beside the token, written in by the frame's inline step.
  await expect(mainNav(page).getByText(`Hi, ${customer.name}`)).toBeVisible();
  const drawer = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(drawer.getByRole('link', { name: 'My Orders' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Manage Orders' })).toHaveCount(0);
});

test('the app draws the page over its frame without a layout shift', async ({ page, request }) => {
  const customer = await signUpNewCustomer(page, 'Shiftless');
  const tool = (await listTools(request)).find((t) => t.availableQty >= t.minQty + 50);
  if (!tool) throw new Error('The demo store has no tool in stock');
  await placeOrderThroughApi(request, await storedToken(page), tool, customer.name);
  // Every layout shift of the page, from its first frame (in the page's own JavaScript: the
  // tests' types know no browser).
  await page.addInitScript({
    content: `window.layoutShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.layoutShifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });`,
  });

  await page.goto('/dashboard/myOrders');
  await expect(page.getByRole('row').filter({ hasText: tool.name })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-frame');
  await expect(mainNav(page).getByText(`Hi, ${customer.name}`)).toBeVisible();
  expect(await page.evaluate(() => Reflect.get(globalThis, 'layoutShifts') as number[])).toEqual(
    [],
  );
});

test('a visitor on a signed-in page never sees its frame and is sent to sign in', async ({
  page,
}) => {
  await withoutAppScripts(page);
  await page.goto('/dashboard/myOrders');
  await expect(page.locator('#root')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeHidden();

  await page.unrouteAll();
  await page.goto('/dashboard/myOrders');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2FmyOrders$/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});
