// The web server as `npm start` runs it, on a small build of its own: the policy it sends
// must let every inline script of the page it serves run, and keep the caching rules.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebAppOrigins } from './content-security-policy';
import { appRouteMatcher } from './app-routes';
import { createWebApp } from './web-server';

const page = (head: string, body: string) =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const ENTRY = '<script type="module" crossorigin src="/assets/index-abc.js"></script>';

const BUILD: Record<string, string> = {
  'index.html': page(
    `${ENTRY}<style>body{margin:0}</style>`,
    '<div id="root"><h1>Home</h1><script>scrollTo(0,0);document.currentScript.remove()</script></div>',
  ),
  'blogs/index.html': page(ENTRY, '<div id="root"><script>window.blogs = 1</script></div>'),
  'app-shell.html': page(ENTRY, '<div id="root"></div>'),
  'frames/dashboard-myOrders.html': page(
    `${ENTRY}<script>visitor()</script>`,
    '<div id="root" data-frame=""><h1>My Orders</h1></div><script>greet()</script>',
  ),
  'frames/tool-id.html': page(ENTRY, '<div id="root" data-frame=""><p>Loading the tool</p></div>'),
  'assets/index-abc.js': 'console.log("app")',
  // As the build leaves a compressed file: its Brotli and gzip copies beside it.
  'assets/page-abc.js': 'console.log("page")',
  'assets/page-abc.js.br': 'brotli copy',
  'assets/page-abc.js.gz': 'gzip copy',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

const EMBEDDED: WebAppOrigins = {
  api: 'http://127.0.0.1:8787',
  auth: { emulator: 'http://127.0.0.1:9099' },
  stripe: false,
};

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'web-server-test-'));
  for (const [file, content] of Object.entries(BUILD)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), content);
  }
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The sources of one directive of a policy header. */
function directive(policy: string | null, name: string): string[] {
  const found = (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1) ?? [];
}

/** What a browser would hash for each script without a src in `html`. */
function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
  );
}

const isPage = appRouteMatcher(resolve(import.meta.dirname, '../..'));

describe('the web server', () => {
  it.each(['/', '/blogs', '/dashboard/myOrders'])(
    'lets the inline scripts of %s run by hash, and no other inline script',
    async (path) => {
      const response = await createWebApp(dist, EMBEDDED, isPage).request(path);
      const html = await response.text();
      const scriptSrc = directive(response.headers.get('Content-Security-Policy'), 'script-src');

      expect(response.status).toBe(200);
      for (const hash of inlineScriptsOf(html)) expect(scriptSrc).toContain(hash);
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
    },
  );

  it('serves pages that really have inline scripts (the test above checks something)', async () => {
    const home = await (await createWebApp(dist, EMBEDDED, isPage).request('/')).text();
    expect(inlineScriptsOf(home)).toHaveLength(1);
  });

  it('sends the whole policy with every response, files included', async () => {
    const app = createWebApp(dist, EMBEDDED, isPage);
    for (const path of ['/', '/assets/index-abc.js', '/favicon.svg', '/missing.png']) {
      const policy = (await app.request(path)).headers.get('Content-Security-Policy');
      expect(directive(policy, 'frame-ancestors'), path).toEqual(["'none'"]);
      expect(directive(policy, 'object-src'), path).toEqual(["'none'"]);
      expect(directive(policy, 'base-uri'), path).toEqual(["'self'"]);
      expect(directive(policy, 'form-action'), path).toEqual(["'self'"]);
      expect(directive(policy, 'connect-src'), path).toEqual([
        "'self'",
        'http://127.0.0.1:8787',
        'http://127.0.0.1:9099',
      ]);
    }
  });

  it('answers an unknown path 404 with the app shell, and a missing file 404', async () => {
    const app = createWebApp(dist, EMBEDDED, isPage);
    const unknown = await app.request('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await unknown.text()).toContain('<div id="root"');
    expect((await app.request('/tool/')).status).toBe(404);
    expect((await app.request('/missing.png')).status).toBe(404);
    expect((await app.request('/tool/some-id')).status).toBe(200);
  });

  it('serves a signed-in page its frame, a dynamic segment its route’s, as a page', async () => {
    const app = createWebApp(dist, EMBEDDED, isPage);
    for (const [path, text] of [
      ['/dashboard/myOrders', '<h1>My Orders</h1>'],
      ['/dashboard/myOrders/', '<h1>My Orders</h1>'],
      ['/tool/0f8e1a6c-9b7d-4c3e-8a2f-5d4b3c2a1e00', 'Loading the tool'],
    ] as const) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Cache-Control'), path).toBe('no-cache');
      expect(await response.text(), path).toContain(text);
    }
  });

  it('serves the app shell to a signed-in page whose build has no frame for it', async () => {
    const response = await createWebApp(dist, EMBEDDED, isPage).request('/dashboard/order/abc');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', 'brotli copy'],
    ['gzip, deflate', 'gzip', 'gzip copy'],
  ])(
    'sends a file the build compressed as its copy a browser taking %s reads',
    async (accepted, encoding, copy) => {
      const response = await createWebApp(dist, EMBEDDED, isPage).request('/assets/page-abc.js', {
        headers: { 'Accept-Encoding': accepted },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Encoding')).toBe(encoding);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
      expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/);
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(new TextDecoder().decode(await response.arrayBuffer())).toBe(copy);
    },
  );

  it('sends the file itself to a client that takes no compression', async () => {
    const response = await createWebApp(dist, EMBEDDED, isPage).request('/assets/page-abc.js');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.text()).toBe('console.log("page")');
  });

  it('keeps its caching and other security headers', async () => {
    const app = createWebApp(dist, EMBEDDED, isPage);
    const cacheControl = async (path: string) =>
      (await app.request(path)).headers.get('Cache-Control');
    const home = await app.request('/');

    expect(await cacheControl('/assets/index-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheControl('/favicon.svg')).toBe('public, max-age=3600');
    expect(await cacheControl('/assets/gone-123.js')).toBeNull();
    expect(home.headers.get('Cache-Control')).toBe('no-cache');
    expect(await cacheControl('/blogs')).toBe('no-cache');
    expect(await cacheControl('/dashboard')).toBe('no-cache');
    expect(home.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(home.headers.get('X-Frame-Options')).toBe('DENY');
    expect(home.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(home.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
  });
});

describe('the web server in front of the API', () => {
  // A stand-in API on a port of its own that says what it was asked.
  let api: ServerType;
  let apiOrigin: string;
  beforeAll(async () => {
    const echo = new Hono();
    echo.get('/script.js', (c) =>
      c.body('let x = 1;\n'.repeat(5000), 200, { 'Content-Type': 'text/javascript' }),
    );
    echo.all('*', async (c) =>
      c.json(
        {
          method: c.req.method,
          path: c.req.path,
          query: c.req.query('q') ?? null,
          authorization: c.req.header('Authorization') ?? null,
          body: await c.req.text(),
        },
        201,
        { 'Cache-Control': 'no-store' },
      ),
    );
    api = serve({
      fetch: echo.fetch,
      hostname: '127.0.0.1',
      port: 0,
      overrideGlobalObjects: false,
    });
    await new Promise((done) => api.once('listening', done));
    apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((done) => api.close(done)));

  it('passes /api/ on to the API without its prefix, with the method, token and body', async () => {
    const app = createWebApp(dist, EMBEDDED, isPage, apiOrigin);
    const response = await app.request('/api/order/abc?q=1', {
      method: 'PATCH',
      headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' },
      body: '{"status":"paid"}',
    });

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      method: 'PATCH',
      path: '/order/abc',
      query: '1',
      authorization: 'Bearer t',
      body: '{"status":"paid"}',
    });
  });

  it("compresses the API's replies for a browser that accepts it", async () => {
    const app = createWebApp(dist, EMBEDDED, isPage, apiOrigin);
    const response = await app.request('/api/script.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });

    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    const sent = Buffer.from(await response.arrayBuffer());
    expect(sent.length).toBeLessThan(5000);
    expect(gunzipSync(sent).toString()).toBe('let x = 1;\n'.repeat(5000));
  });

  it("keeps the API's own caching instead of the pages' headers", async () => {
    const app = createWebApp(dist, EMBEDDED, isPage, apiOrigin);
    const response = await app.request('/api/tool');

    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
  });

  it("passes the API's own pages on at their path, with the API's headers", async () => {
    const app = createWebApp(dist, EMBEDDED, isPage, apiOrigin);
    for (const path of ['/tools/paint-roller-2c3d4e01', '/sitemap.xml', '/robots.txt']) {
      const response = await app.request(`${path}?q=1`);
      expect(await response.json()).toMatchObject({ method: 'GET', path, query: '1' });
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(response.headers.get('Content-Security-Policy')).toBeNull();
    }
  });

  it('leaves the catalogue page and the signed-in tool page to the app', async () => {
    const app = createWebApp(dist, EMBEDDED, isPage, apiOrigin);
    for (const path of ['/tools', '/tools/', '/tool/3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e01']) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      // The app's shell, or the route's prerendered frame (the tool page has one).
      expect(await response.text()).toContain('<div id="root"');
    }
  });

  it('leaves paths that only start with "api" to the app', async () => {
    const app = createWebApp(dist, EMBEDDED, isPage, apiOrigin);
    expect((await app.request('/apiary')).status).toBe(404);
  });
});
