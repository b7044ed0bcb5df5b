// Serves the built web app (dist/) the way production would: hashed assets cached for a
// year, index.html always revalidated, compressed text (the build's own Brotli copies), a Content-Security-Policy made
// for this build, every app route answered with index.html so deep links work, and any
// other path with 404 (the app shell, whose router shows the not-found page). `/api/` is
// passed on to the API, as nginx does in the cluster, so the app's calls stay on its own
// origin and no call waits for a CORS preflight. So are the pages the API draws itself
// (the tools' public pages, the sitemap, robots.txt), with their own headers.
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { proxy } from 'hono/proxy';
import {
  contentSecurityPolicy,
  webAppOriginsOfBuild,
  type WebAppOrigins,
} from './content-security-policy';
import { frameFileOf } from '../prerender-frames';
import { appRouteMatcher } from './app-routes';
import { inlineScriptHashesInDir } from './inline-script-hashes';
import {
  API_FILES,
  API_PAGE_PATTERN,
  APP_SHELL,
  ASSETS_PATH,
  CACHE_ASSET,
  CACHE_FILE,
  CACHE_PAGE,
  securityHeaders,
} from './web-headers';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

function cacheControl(path: string, response: Response): string | undefined {
  if (!response.ok) return undefined;
  if (response.headers.get('Content-Type')?.startsWith('text/html')) return CACHE_PAGE;
  return path.startsWith(ASSETS_PATH) ? CACHE_ASSET : CACHE_FILE;
}

/**
 * `origins`: what the build in `distDir` was configured to talk to; `isPage`: which paths
 * are pages of the app (the others answer 404); `apiOrigin`: where `/api/` is passed on to.
 */
export function createWebApp(
  distDir: string,
  origins: WebAppOrigins,
  isPage: (path: string) => boolean,
  apiOrigin?: string,
): Hono {
  // The pages' scripts are hashed now and the app shell read on the first deep link; both
  // are kept, because the build does not change while it is served.
  const headers = securityHeaders(contentSecurityPolicy(origins, inlineScriptHashesInDir(distDir)));
  // Each page's HTML, read once: the app shell, and the frame of each signed-in page.
  const pages = new Map<string, Promise<string | undefined>>();
  const pageFile = (file: string) => {
    let page = pages.get(file);
    if (page === undefined) {
      page = readFile(join(distDir, file), 'utf8').catch(() => undefined);
      pages.set(file, page);
    }
    return page;
  };
  const app = new Hono();
  // First: the API's replies are compressed too (the proxy asks the API for them plain;
  // its reference page's script is 3.5 MB as written). A reply the API compressed itself,
  // or marked no-transform, is passed as it is.
  app.use(compress());
  // Before the page middleware: the API's replies keep their own headers and caching.
  if (apiOrigin !== undefined) app.all('/api/*', (c) => passToApi(c.req.raw, apiOrigin, '/api'));
  // After compress, before the web app's headers: the API's pages keep their own policy.
  if (apiOrigin !== undefined) {
    const apiPage = new RegExp(API_PAGE_PATTERN);
    app.get('*', (c, next) =>
      apiPage.test(c.req.path) || API_FILES.includes(c.req.path)
        ? passToApi(c.req.raw, apiOrigin, '')
        : next(),
    );
  }
  // Set on the finished response: serveStatic's onFound runs after its response is made,
  // so a header set there never reached the browser.
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    const cache = cacheControl(c.req.path, c.res);
    if (cache !== undefined) c.res.headers.set('Cache-Control', cache);
  });
  // A file the build compressed (vite.config.ts) is sent as its Brotli or gzip copy; others
  // are compressed on the fly above.
  app.use(serveStatic({ root: distDir, precompressed: true }));
  // A path with a file extension that was not found is a missing file, not an app route.
  // A signed-in page gets its frame (its own for a dynamic segment, /tool/x as /tool/$id),
  // other app routes the empty app shell: the prerendered public pages are served above.
  app.get('*', async (c) => {
    if (extname(c.req.path) !== '') return c.text('Not found', 404);
    const frame = frameFileOf(c.req.path);
    const framed = frame === undefined ? undefined : await pageFile(frame);
    if (framed !== undefined) return c.html(framed, 200);
    const appShell = await pageFile(APP_SHELL);
    if (appShell === undefined) throw new Error(`${distDir} has no ${APP_SHELL}`);
    return c.html(appShell, isPage(c.req.path) ? 200 : 404);
  });
  return app;
}

/**
 * `{prefix}/x?y` on this origin is `/x?y` on the API's, as nginx's `proxy_pass http://api/`
 * (prefix `/api`); the API's own pages keep their path (prefix '').
 */
function passToApi(request: Request, apiOrigin: string, prefix: string): Promise<Response> {
  const url = new URL(request.url);
  // Every caller reaches the API from this server's address: on loopback, as before.
  return proxy(`${apiOrigin}${url.pathname.slice(prefix.length)}${url.search}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    duplex: request.body ? 'half' : undefined,
    signal: request.signal,
  });
}

/**
 * Serves the build in `distDir`, configured by the env it was built with (its root's), and
 * passes `/api/` on to `apiOrigin`.
 */
export function startWebServer(
  distDir: string,
  host: string,
  port: number,
  apiOrigin: string,
): ServerType {
  const root = resolve(distDir, '..');
  const app = createWebApp(
    distDir,
    webAppOriginsOfBuild(root),
    appRouteMatcher(REPO_ROOT),
    apiOrigin,
  );
  // Node's own Request and Response stay global: the tests run this server beside msw's
  // stand-ins in one process, and the lighter copies the option swaps in are not theirs.
  return serve({ fetch: app.fetch, hostname: host, port, overrideGlobalObjects: false });
}
