// Serves the built web app (dist/) the way production would: hashed assets cached for a
// year, index.html always revalidated, compressed text, and every app route answered
// with index.html so deep links work.
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';

const YEAR = 'public, max-age=31536000, immutable';
/** Written by scripts/prerender.ts: index.html before any page was rendered into it. */
const APP_SHELL = 'app-shell.html';

export function createWebApp(distDir: string): Hono {
  // Read on the first deep link and kept: the build does not change while it is served.
  let appShell: Promise<string> | undefined;
  const app = new Hono();
  app.use(compress());
  app.use(
    secureHeaders({
      // The app loads its images from the API and may open the identity provider's popup.
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: 'same-origin-allow-popups',
      crossOriginResourcePolicy: 'cross-origin',
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  );
  app.use(
    '/assets/*',
    serveStatic({
      root: distDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', YEAR);
      },
    }),
  );
  app.use(
    '*',
    serveStatic({
      root: distDir,
      onFound: (path, c) => {
        c.header('Cache-Control', path.endsWith('.html') ? 'no-cache' : 'public, max-age=3600');
      },
    }),
  );
  // A path with a file extension that was not found is a missing file, not an app route.
  // Other app routes get the empty app shell: the prerendered pages are served above.
  app.get('*', async (c) => {
    if (extname(c.req.path) !== '') return c.text('Not found', 404);
    appShell ??= readFile(join(distDir, APP_SHELL), 'utf8');
    const html = await appShell;
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
  return app;
}

export function startWebServer(distDir: string, host: string, port: number): ServerType {
  return serve({ fetch: createWebApp(distDir).fetch, hostname: host, port });
}
