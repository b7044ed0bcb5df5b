import { expect, test } from '@playwright/test';

test(
  'public pages arrive as HTML that paints before any script runs',
  { tag: '@cluster' },
  async ({ request }) => {
    const home = await (await request.get('/')).text();
    expect(home).toContain('Quality guaranteed, competitive price, quick delivery');
    const blogs = await (await request.get('/blogs')).text();
    expect(blogs).toMatch(/<h1[^>]*>Blogs/);
  },
);

test(
  'a deep link gets the app shell, never the home page’s content',
  { tag: '@cluster' },
  async ({ request }) => {
    // (The signed-in pages with a frame of their own: signed-in-frame.spec.ts.)
    const dashboard = await (await request.get('/dashboard/myQuotes')).text();
    expect(dashboard).toContain('<div id="root"></div>');
    expect(dashboard).not.toContain('Quality guaranteed');
  },
);

test('a form filled the moment the page loads keeps what was typed', async ({ page }) => {
  await page.goto('/quote');
  await page.getByLabel('Name').fill('Jordan Builder');
  await page.getByLabel('Email').fill('jordan@crew.test');
  await page.getByLabel('Message').fill('300 rollers for May, please.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText("we'll get back to you shortly!")).toBeVisible();
});
