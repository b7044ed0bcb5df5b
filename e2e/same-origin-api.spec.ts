// The app calls its API on its own origin under /api, in `npm start` as in the cluster, so
// no call waits for a CORS preflight: the critical path of a signed-in page is one round
// trip per read.
import { expect, test, type Page, type Request } from '@playwright/test';
import { CUSTOMER, logIn } from './support/accounts';

/** Every request the page makes from now on to an API, wherever it is. */
function apiRequestsOf(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    const { pathname, port } = new URL(request.url());
    if (pathname.startsWith('/api/') || port === '8787') requests.push(request);
  });
  return requests;
}

// A request to the page's own origin is never preflighted, so the origin is what to check
// (Chromium does not report preflights as requests of the page).
test(
  'a signed-in customer reaches the API through /api on the app’s origin',
  { tag: '@cluster' },
  async ({ page, baseURL }) => {
    const requests = apiRequestsOf(page);

    await logIn(page, CUSTOMER);
    await page.goto('/dashboard/myOrders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // My Orders reads GET /order (the spec's call).
    await expect
      .poll(() => requests.some((r) => new URL(r.url()).pathname === '/api/order'))
      .toBe(true);

    const origin = new URL(baseURL ?? '').origin;
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      expect(new URL(request.url()).origin, request.url()).toBe(origin);
    }
  },
);
