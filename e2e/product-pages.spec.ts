// The tools' public pages follow the catalogue, on `npm start` and on the cluster (nginx,
// several API processes): a tool the admin adds has its page and its sitemap entry within
// seconds, readable without JavaScript, and once deleted its page answers 404.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, logIn } from './support/accounts';
import { API } from './support/api';

/** "Within a few seconds": the promise, through every process and proxy. */
const FOLLOWS_WITHIN_MS = 5_000;

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
}

test(
  'a tool the admin adds gets a public page and a sitemap entry, and 404s once deleted',
  { tag: '@cluster' },
  async ({ page, request, browser }) => {
    const stamp = Date.now().toString(36);
    const name = `E2E Public Roller & "Co" ${stamp}`;
    await logIn(page, ADMIN);
    const token = await page.evaluate<string | null>(`localStorage.getItem('accessToken')`);
    const headers = { Authorization: `Bearer ${token ?? ''}` };
    const added = await request.post(`${API}/tool`, {
      headers,
      data: {
        name,
        img: '/images/paint-roller.svg',
        description: 'A roller with a public page.',
        minQty: 2,
        availableQty: 80,
        price: 12,
        tiers: [{ fromQty: 50, price: 10.8 }],
      },
    });
    expect(added.status()).toBe(201);
    const { insertedId } = (await added.json()) as { insertedId: string };
    const path = `/tools/e2e-public-roller-co-${stamp}-${insertedId.replace(/-/g, '').slice(-8)}`;

    await expect.poll(() => sitemapPaths(request), { timeout: FOLLOWS_WITHIN_MS }).toContain(path);

    // What a search engine fetches: the page's data is in its HTML.
    const html = await (await request.get(path)).text();
    expect(html).toContain(
      `<h1 id="tool-name">E2E Public Roller &amp; &quot;Co&quot; ${stamp}</h1>`,
    );
    expect(html).toContain('$12.00 / unit, from $10.80 / unit at 50+');
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/tools\/e2e-public-roller-co-/);
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'Product',
      name,
      offers: { price: '12.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });

    // A visitor without JavaScript reads it, and the link leads to ordering.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await noScript.newPage();
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Sign in to order' })).toHaveAttribute(
      'href',
      `/tool/${insertedId}`,
    );
    await noScript.close();

    // In the app: the catalogue's card leads to the same page without a page load.
    await page.goto(`/tools?q=${encodeURIComponent(stamp)}`);
    await page.getByRole('heading', { level: 3, name }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('link', { name: 'Order', exact: true })).toBeVisible();

    const deleted = await request.delete(`${API}/tool/${insertedId}`, { headers });
    expect(deleted.status()).toBe(200);
    await expect
      .poll(async () => (await request.get(path)).status(), { timeout: FOLLOWS_WITHIN_MS })
      .toBe(404);
    expect(await sitemapPaths(request)).not.toContain(path);
    expect(await (await request.get(path)).text()).toContain('This tool is not in our catalogue');
  },
);

test(
  'the catalogue and the signed-in tool page stay the app’s',
  { tag: '@cluster' },
  async ({ request }) => {
    const catalogue = await request.get('/tools');
    expect(catalogue.status()).toBe(200);
    expect(await catalogue.text()).toContain('<div id="root">');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: http\S+\/sitemap\.xml$/m);
  },
);
