// What a server says about paths that are no page of the store, behind `npm start` and
// behind nginx (`npm run start:cluster`) alike.
import { expect, test } from '@playwright/test';

test(
  'an unknown path answers 404 and shows the not-found page',
  { tag: '@cluster' },
  async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  },
);

test('a page of the store deep-linked answers 200', { tag: '@cluster' }, async ({ page }) => {
  const response = await page.goto('/tool/0f8e1a6c-9b7d-4c3e-8a2f-5d4b3c2a1e00');
  expect(response?.status()).toBe(200);
});

test(
  'a favicon.ico is served, for browsers that ask for it by that name',
  { tag: '@cluster' },
  async ({ request }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/icon/);
    expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  },
);
