import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aTool, publicUrl } from '../testing/test-app';
import { setupRouteTest } from '../testing/setup-route-test';

const site = 'https://shop.test';
// A long cache lifetime: every change below must show through invalidation alone.
const t = setupRouteTest({ toolCacheTtlMs: 60_000, siteUrl: site });

const tiered = {
  ...aTool,
  minQty: 1,
  availableQty: 600,
  price: 12,
  tiers: [
    { fromQty: 100, price: 10.8 },
    { fromQty: 500, price: 9.6 },
  ],
};

async function addTool(tool: Record<string, unknown> = tiered): Promise<string> {
  const added = await t.call('POST', '/tool', { token: t.tokens.admin, body: tool });
  expect(added.status).toBe(201);
  return (added.body as { insertedId: string }).insertedId;
}

/** The slug the catalogue gives the tool (through the app's JSON read of its page). */
async function slugOf(id: string, name: string): Promise<string> {
  const read = await t.call('GET', `/tool-page/${encodeURIComponent(`${name}-${id}`)}`);
  return (read.body as { slug: string }).slug;
}

async function page(path: string) {
  const response = await t.app.request(path);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The JSON-LD of a page, parsed. */
function jsonLdOf(html: string): unknown {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}

describe('GET /tools/{slug}', () => {
  it('is an HTML page with the tool, its tiers, stock, JSON-LD, canonical and Open Graph', async () => {
    const id = await addTool();
    const slug = await slugOf(id, 'test-roller');
    expect(slug).toBe(`test-roller-${id.replace(/-/g, '').slice(-8)}`);
    const { status, headers, html } = await page(`/tools/${slug}`);
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(headers.get('Content-Security-Policy')).toMatch(
      /^default-src 'none'; style-src 'sha256-/,
    );
    const url = `${site}/tools/${slug}`;
    expect(html).toContain('<title>Test Roller: $12.00 / unit · PaintCo</title>');
    expect(html).toContain('<meta name="description" content="A roller for tests." />');
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('<meta property="og:title" content="Test Roller" />');
    expect(html).toContain(`<meta property="og:url" content="${url}" />`);
    const image = `${publicUrl}/images/paint-roller.svg`;
    expect(html).toContain(`<meta property="og:image" content="${image}" />`);
    expect(html).toContain('<h1 id="tool-name">Test Roller</h1>');
    expect(html).toContain('$12.00 / unit, from $9.60 / unit at 500+');
    expect(html).toMatch(/<td>100–499<\/td>\s*<td>\$10\.80<\/td>/);
    expect(html).toContain('In stock: 600 units');
    expect(html).toContain(`href="/tool/${id}">Sign in to order</a>`);
    // The app's brand in its header, the company's legal name in its footer.
    expect(html).toContain('<a class="brand" href="/">PaintCo</a>');
    expect(html).toContain(`<footer>© ${new Date().getUTCFullYear()} PaintCo Tools, Inc.</footer>`);
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'Product',
      name: 'Test Roller',
      image,
      url,
      offers: {
        '@type': 'Offer',
        price: '12.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('runs only the style and script its own policy names, exactly as served', async () => {
    const slug = await slugOf(await addTool(), 'test-roller');
    for (const path of [`/tools/${slug}`, '/tools/no-such-tool-00000000']) {
      const { headers, html } = await page(path);
      const policy = headers.get('Content-Security-Policy') ?? '';
      const allowed = (directive: string) =>
        new RegExp(`${directive} ([^;]*)`).exec(policy)?.[1]?.split(' ') ?? [];
      // The JSON-LD is data, never run: the policy need not name it.
      const inline = (tag: string) =>
        [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(
          (match) =>
            `'sha256-${createHash('sha256')
              .update(match[1] ?? '')
              .digest('base64')}'`,
        );
      expect(inline('style')).toHaveLength(1);
      expect(inline('script')).toHaveLength(1);
      for (const hash of inline('style')) expect(allowed('style-src')).toContain(hash);
      for (const hash of inline('script')) expect(allowed('script-src')).toContain(hash);
    }
  });

  it('escapes what an admin wrote, in the HTML and inside the JSON-LD', async () => {
    const name = `</script><img src=x onerror="alert(1)">'quoted' & "double"`;
    const description = `<b>bold</b> </script><script>alert(2)</script>`;
    const id = await addTool({ ...aTool, name, description });
    const slug = await slugOf(id, 'x');
    expect(slug).toMatch(/^script-img-src-x-onerror-alert-1-quoted-double-[0-9a-f]{8}$/);
    const shown = await page(`/tools/${slug}`);
    expect(shown.status).toBe(200);
    expect(shown.html).not.toContain('<img src=x');
    expect(shown.html).not.toContain('<b>bold</b>');
    expect(shown.html).not.toContain('alert(2)</script>');
    // One script of data and the page's own small one: nothing the admin wrote made another.
    expect(shown.html.match(/<script/g)).toHaveLength(2);
    expect(shown.html).toContain(
      '<h1 id="tool-name">&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&#39;quoted&#39; &amp; &quot;double&quot;</h1>',
    );
    expect(jsonLdOf(shown.html)).toMatchObject({ name, description });
  });

  it('redirects any other slug of the tool to its canonical one', async () => {
    const id = await addTool();
    const slug = await slugOf(id, 'x');
    for (const other of [`test-roller-${id}`, `old-name-${id.slice(-8)}`]) {
      const response = await t.app.request(`/tools/${other}`);
      expect(response.status).toBe(301);
      expect(response.headers.get('Location')).toBe(`/tools/${slug}`);
    }
  });

  it('shows an edit at once, and answers a deleted or unknown tool with a 404 page', async () => {
    const id = await addTool();
    const slug = await slugOf(id, 'x');
    expect((await page(`/tools/${slug}`)).html).toContain('$12.00 / unit');
    const edited = await t.call('PATCH', `/tool/${id}`, {
      token: t.tokens.admin,
      body: { price: 14, description: 'Now wider.' },
    });
    expect(edited.status).toBe(200);
    const after = (await page(`/tools/${slug}`)).html;
    expect(after).toContain('$14.00 / unit');
    expect(jsonLdOf(after)).toMatchObject({
      description: 'Now wider.',
      offers: { price: '14.00' },
    });

    expect((await t.call('DELETE', `/tool/${id}`, { token: t.tokens.admin })).status).toBe(200);
    for (const path of [`/tools/${slug}`, '/tools/no-such-tool-12345678', '/tools/x']) {
      const gone = await page(path);
      expect(gone.status).toBe(404);
      expect(gone.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
      expect(gone.html).toContain('<h1>This tool is not in our catalogue</h1>');
    }
    expect((await t.call('GET', `/tool-page/${slug}`)).status).toBe(404);
  });
});

describe('GET /tool-page/{slug}', () => {
  it('answers the tool, as GET /tool/{id} does, with its canonical slug', async () => {
    const id = await addTool();
    const tool = (await t.call('GET', `/tool/${id}`)).body;
    const slug = `test-roller-${id.replace(/-/g, '').slice(-8)}`;
    expect(await t.call('GET', `/tool-page/anything-${id}`)).toMatchObject({
      status: 200,
      body: { slug, tool },
    });
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists the public pages and every tool page, following adds and deletes', async () => {
    const first = await addTool();
    const second = await addTool({ ...aTool, name: 'Flat Brush & Co' });
    const sitemap = async () => {
      const response = await t.app.request('/sitemap.xml');
      expect(response.headers.get('Content-Type')).toBe('application/xml; charset=UTF-8');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      return [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    };
    const piece = (id: string) => id.replace(/-/g, '').slice(-8);
    expect(await sitemap()).toEqual([
      `${site}/`,
      `${site}/tools`,
      `${site}/blogs`,
      `${site}/portfolio`,
      `${site}/quote`,
      `${site}/tools/test-roller-${piece(first)}`,
      `${site}/tools/flat-brush-co-${piece(second)}`,
    ]);
    await t.call('DELETE', `/tool/${first}`, { token: t.tokens.admin });
    expect(await sitemap()).not.toContain(`${site}/tools/test-roller-${piece(first)}`);
  });

  it('robots.txt points to the sitemap', async () => {
    const response = await t.app.request('/robots.txt');
    expect(await response.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`);
  });
});
