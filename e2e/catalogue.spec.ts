// Search, filter and sort the catalogue (issue 14, item 4), at 375 and 1280 px against
// `npm start`'s whole stack: from the home page's plain search form to /tools, then a price
// range, an order and "In stock only" (behind Filters on a phone), each sent with Search a
// step in the address that survives a reload and that Back undoes. What to expect is asked of the API and its domain rules at the
// time, since other specs may add tools to the same store.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sortTools, toolMatches } from '../src/domain/tool-search-rules';
import type { ToolPageQuery } from '../src/domain/tool-search';
import { listTools } from './support/api';

/** The names the catalogue should show for `query`, in its order. */
async function expectedNames(request: APIRequestContext, query: Partial<ToolPageQuery>) {
  const all: ToolPageQuery = { page: 1, pageSize: 12, q: '', ...query };
  const newestFirst = (await listTools(request)).reverse();
  return sortTools(
    newestFirst.filter((tool) => toolMatches(tool, all)),
    all.sort,
  ).map((tool) => tool.name);
}

const countText = (n: number) => (n === 1 ? '1 tool found' : `${n} tools found`);
const cardNames = (page: Page) =>
  page.getByRole('list', { name: 'Tools' }).getByRole('heading').allTextContents();
const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
/** On a phone the filters wait behind their button; on a wide screen they are always shown. */
async function showFilters(page: Page) {
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.click();
  }
}
const search = (page: Page) => page.getByRole('button', { name: 'Search', exact: true }).click();

for (const width of [375, 1280]) {
  test(`at ${width} px a visitor searches, filters and sorts, and the address keeps it`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const homeSearch = page.getByRole('searchbox', { name: 'Search tools' });
    await homeSearch.fill('brush');
    await homeSearch.press('Enter');

    await expect(page).toHaveURL(/\/tools\?q=brush$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tool catalogue' })).toBeVisible();
    const brushes = await expectedNames(request, { q: 'brush' });
    expect(brushes.length).toBeGreaterThan(1);
    await expect(page.getByText(countText(brushes.length))).toBeVisible();
    expect((await cardNames(page)).sort()).toEqual([...brushes].sort());

    // Every filter applies when the form is sent, each send one step in the address. A price
    // range first.
    await showFilters(page);
    const cheapest = Math.min(...(await listTools(request)).map((tool) => tool.price));
    await page.getByRole('textbox', { name: 'Minimum price' }).fill(String(cheapest + 1));
    await search(page);
    const dearer = await expectedNames(request, { q: 'brush', minPrice: cheapest + 1 });
    await expect(page.getByText(countText(dearer.length))).toBeVisible();
    expect(searchParam(page, 'minPrice')).toBe(String(cheapest + 1));

    // An order.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc');
    await search(page);
    const byPrice = await expectedNames(request, {
      q: 'brush',
      minPrice: cheapest + 1,
      sort: 'price-desc',
    });
    await expect.poll(() => cardNames(page)).toEqual(byPrice);
    await page.getByRole('checkbox', { name: 'In stock only' }).check();
    await search(page);
    await expect.poll(() => searchParam(page, 'inStock')).toBe('1');
    expect(searchParam(page, 'sort')).toBe('price-desc');

    // The address is the state: a reload shows the same search.
    await page.reload();
    await showFilters(page);
    await expect(page.getByRole('searchbox', { name: /Search tools/ })).toHaveValue('brush');
    await expect(page.getByRole('textbox', { name: 'Minimum price' })).toHaveValue(
      String(cheapest + 1),
    );
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
    await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    await expect
      .poll(() => cardNames(page))
      .toEqual(
        await expectedNames(request, {
          q: 'brush',
          minPrice: cheapest + 1,
          sort: 'price-desc',
          inStock: true,
        }),
      );
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // Back undoes one step at a time.
    await page.goBack();
    await expect(page.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    await page.goBack();
    await expect(page.getByRole('textbox', { name: 'Minimum price' })).toHaveValue('');
    await expect(page.getByText(countText(brushes.length))).toBeVisible();
  });
}

test('a price range the wrong way round is explained, and nothing is searched', async ({
  page,
}) => {
  await page.goto('/tools');
  await expect(page.getByRole('list', { name: 'Tools' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Minimum price' }).fill('50');
  await page.getByRole('textbox', { name: 'Maximum price' }).fill('10');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Minimum price cannot be more than the maximum price')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Minimum price' })).toBeFocused();
  expect(new URL(page.url()).search).toBe('');

  await page.getByRole('textbox', { name: 'Maximum price' }).fill('');
  await page.getByRole('searchbox', { name: /Search tools/ }).fill('no such tool at all');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No tools match “no such tool at all”.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page.getByRole('list', { name: 'Tools' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});

test(
  'the catalogue arrives as HTML that paints before any script runs, for any search',
  { tag: '@cluster' },
  async ({ request }) => {
    for (const path of ['/tools', '/tools?q=brush&page=2']) {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/<h1[^>]*>Tool catalogue<\/h1>/);
      expect(html).toContain('Loading tools…');
    }
  },
);

test('the prerendered catalogue becomes the address’s search, without a mismatch', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/tools?q=brush&minPrice=0.5');
  const box = page.getByRole('searchbox', { name: /Search tools/ });
  await expect(box).toHaveValue('brush');
  await expect(page.getByRole('list', { name: 'Tools' })).toBeVisible();
  await box.fill('roller');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/tools\?q=roller&minPrice=0\.5$/);
  expect(errors).toEqual([]);
});

test('prices with cents filter the catalogue; a page past the last links to page 1', async ({
  page,
  request,
}) => {
  await page.goto('/tools?page=99');
  await expect(page.getByText('Page 99 does not exist.')).toBeVisible();
  await expect(page.getByText('No tools are for sale')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to page 1' }).click();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page.getByRole('list', { name: 'Tools' })).toBeVisible();

  await showFilters(page);
  const min = page.getByRole('textbox', { name: 'Minimum price' });
  await min.fill('12.505');
  await search(page);
  await expect(page.getByText(/Minimum price must be an amount in dollars/)).toBeVisible();
  await expect(min).toBeFocused();
  await min.fill('12.50');
  await search(page);
  await expect(page).toHaveURL(/minPrice=12\.5$/);
  const dearer = await expectedNames(request, { minPrice: 12.5 });
  await expect(page.getByText(countText(dearer.length))).toBeVisible();
});
