// Every page names itself: in the prerendered HTML a crawler or a slow phone gets, and in
// the tab as a person browses (issue 13, item 4).
import { expect, test } from '@playwright/test';

test(
  'the prerendered pages carry their own title and description',
  { tag: '@cluster' },
  async ({ request }) => {
    const blogs = await (await request.get('/blogs')).text();
    expect(blogs).toContain('<title>Blogs · PaintCo</title>');
    expect(blogs).toMatch(/<meta\s+name="description"\s+content="Painting tips and news/);
    const home = await (await request.get('/')).text();
    expect(home).toContain('<title>PaintCo: quality paint tools from a US manufacturer</title>');
  },
);

test('the tab names the page shown, unknown pages included', async ({ page }) => {
  await page.goto('/portfolio');
  await expect(page).toHaveTitle('Portfolio · PaintCo');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
  await expect(page).toHaveTitle('Blogs · PaintCo');
  await page.goto('/login');
  await expect(page).toHaveTitle('Login · PaintCo');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page not found · PaintCo');
});
